"""The extractor plug-in point: a named extractor, its output normalised like the rules'."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ingest.extract import RuleExtractor, TurnContext
from ingest.extract.plugin import ExtractorLoadError, load_extractor

AT = datetime(2026, 9, 5, 10, 0, tzinfo=UTC)


def turn(text: str) -> TurnContext:
    return TurnContext(
        turn_id="t1",
        external_id="x1",
        user_id="u1",
        speaker="user",
        text=text,
        at=AT,
        timezone="UTC",
        lang="zh" if not text.isascii() else "en",
    )


def test_rules_is_the_default() -> None:
    assert isinstance(load_extractor("rules"), RuleExtractor)


def test_a_named_extractor_is_used_and_its_output_normalised() -> None:
    extractor = load_extractor("tests.unit.extractor_plugin:ChannelEchoExtractor")
    [draft] = extractor.extract([turn("channel: 短信")]).preferences
    assert (draft.category, draft.key, draft.value) == ("notification", "channel", "SMS")
    [other] = extractor.extract([turn("channel: e-mail")]).preferences
    assert other.value == "email"


@pytest.mark.parametrize(
    "name",
    [
        "no_colon",
        "tests.unit.no_such_module:Extractor",
        "tests.unit.extractor_plugin:Missing",
        "tests.unit.extractor_plugin:not_an_extractor",
    ],
)
def test_a_bad_name_is_refused_with_the_name(name: str) -> None:
    with pytest.raises(ExtractorLoadError, match=name.split(":")[0]):
        load_extractor(name)
