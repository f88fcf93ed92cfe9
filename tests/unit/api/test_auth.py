"""API keys scoped to users; an open API only on loopback."""

from __future__ import annotations

import pytest

from api.auth import OpenApiNotAllowedError, authenticator_from, is_loopback, presented_key
from graph.errors import ForbiddenError
from graph.settings import Settings


def test_keys_are_scoped_to_their_users() -> None:
    settings = Settings(api_keys={"k-all": ["*"], "k-ana": ["ana", "bo"]})
    authenticator = authenticator_from(settings)
    everyone = authenticator.authenticate("k-all")
    scoped = authenticator.authenticate("k-ana")
    assert everyone is not None and everyone.allows("zed")
    assert scoped is not None and scoped.allows("bo") and not scoped.allows("zed")
    with pytest.raises(ForbiddenError, match="zed"):
        scoped.require("zed")
    assert authenticator.authenticate("k-wrong") is None
    assert authenticator.authenticate(None) is None
    assert "k-ana" not in repr(scoped)


def test_an_open_api_is_allowed_only_on_loopback(caplog: pytest.LogCaptureFixture) -> None:
    open_local = authenticator_from(Settings(api_keys={}, api_host="127.0.0.1"))
    principal = open_local.authenticate(None)
    assert principal is not None and principal.allows("anyone")
    assert "local development" in caplog.text
    with pytest.raises(OpenApiNotAllowedError, match=r"0\.0\.0\.0"):
        authenticator_from(Settings(api_keys={}, api_host="0.0.0.0"))


def test_loopback_and_key_headers() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("example.com")
    assert presented_key({"authorization": "Bearer abc"}) == "abc"
    assert presented_key({"x-api-key": "xyz"}) == "xyz"
    assert presented_key({"authorization": "Basic abc"}) is None
