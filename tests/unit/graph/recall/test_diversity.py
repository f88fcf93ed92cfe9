"""Pure parts of recall that generalise: pronouns, function words, session diversity."""

from __future__ import annotations

import dataclasses

from graph.recall.diversity import diversify
from graph.recall.lexical import content_words, lucene_query
from graph.recall.recipes import RECIPES
from graph.recall.scoring import addressee
from graph.recall.types import ScoreBreakdown


def test_you_means_the_agent_and_i_the_user() -> None:
    assert addressee("AI", "What did you suggest for my sleep?") == 1.0  # "my" is no subject
    assert addressee("AI", "What did I tell you about the trip?") == 0.0  # both: neither
    assert addressee("AI", "What did you recommend?") == 1.0
    assert addressee("Lena", "What did you recommend?") == 0.0
    assert addressee("Lena", "What did I say about the sofa?") == 1.0
    assert addressee("assistant", "What did I say about the sofa?") == 0.0
    assert addressee("AI", "你推荐过什么书?") == 1.0
    assert addressee("小明", "我上周说了什么?") == 1.0
    assert addressee("小明", "我们上周聊了什么?") == 0.0  # "we" is neither
    assert addressee(None, "What did you recommend?") == 0.0


def test_function_words_leave_the_full_text_query() -> None:
    assert content_words("What did we talk about on the trip?") == "trip"
    assert content_words("我们聊了什么电影？") == "电影"
    assert content_words("我想了解健身计划吗") == "我想了解健身计划"
    assert lucene_query("What did we talk about?") == ""
    assert lucene_query("What did we talk about?", content_only=False) == (
        "what OR did OR we OR talk OR about"
    )


def _why() -> ScoreBreakdown:
    return ScoreBreakdown()


def test_diversity_lets_another_session_in_and_says_so() -> None:
    scored = {"a1": (1.0, _why()), "a2": (0.99, _why()), "a3": (0.98, _why()), "b1": (0.9, _why())}
    sessions: dict[str, str | None] = {"a1": "a", "a2": "a", "a3": "a", "b1": "b"}
    recipe = dataclasses.replace(RECIPES["default"], session_diversity=0.8, diversity_free=2)
    ranked = diversify(scored, sessions, recipe, limit=4)
    assert [node_id for node_id, _ in ranked] == ["a1", "a2", "b1", "a3"]
    assert ranked[3][1][1].diversity == 0.8
    assert ranked[3][1][0] == 0.98 * 0.8
    off = dataclasses.replace(recipe, session_diversity=1.0)
    assert [node_id for node_id, _ in diversify(scored, sessions, off, 4)] == [
        "a1",
        "a2",
        "a3",
        "b1",
    ]
