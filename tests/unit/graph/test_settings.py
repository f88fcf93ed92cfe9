"""Settings keep their secrets: neither the repr nor a refusal shows the password or a key."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from graph.settings import Settings

PASSWORD = "settings-test-password-71c2"
KEY = "settings-test-key-5e0a"


def test_the_repr_shows_no_password_and_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONOGRAPH_NEO4J_PASSWORD", PASSWORD)
    monkeypatch.setenv("CHRONOGRAPH_API_KEYS", f'{{"{KEY}": ["*"]}}')
    settings = Settings(_env_file=None)
    assert settings.api_keys == {KEY: ["*"]}
    for shown in (repr(settings), str(settings)):
        assert PASSWORD not in shown and KEY not in shown


def test_a_malformed_api_keys_value_is_refused_without_naming_a_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CHRONOGRAPH_API_KEYS", f'{{"{KEY}": "alice"}}')
    with pytest.raises(ValidationError) as refusal:
        Settings(_env_file=None)
    assert "api_keys" in str(refusal.value) and "list of user ids" in str(refusal.value)
    assert KEY not in str(refusal.value)
