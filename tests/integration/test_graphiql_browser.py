"""GraphiQL, served from the package with no CDN, in headless Chromium (Debian's chromium and
chromedriver): load the page, run a `recall` query, see the result, keep a screenshot in
tests/artifacts/graphiql-recall.png."""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import urlencode

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.conftest import ADMIN_KEY, ARTIFACTS
from tests.integration.chromium import headless_chromium
from tests.integration.gql import ingest, turn

RECALL = """query Recall {
  recall(userId: USER, query: "what style did I say I like?", at: "2026-06-15T15:00:00+08:00") {
    items { score kind node { ... on Preference { key value } ... on Turn { text } } }
  }
}"""


@pytest.fixture
def chromium() -> Iterator[WebDriver]:
    with headless_chromium(width=1400, height=1000) as driver:
        yield driver


def test_graphiql_runs_a_recall_query(api_url: str, user_id: str, chromium: WebDriver) -> None:
    ingest(
        api_url,
        user_id,
        f"{user_id}-g",
        [turn("g1", "I prefer a dark minimalist style.", "2026-06-01T10:00:00+08:00")],
    )
    document = RECALL.replace("USER", json.dumps(user_id))
    fragment = urlencode({"key": ADMIN_KEY, "query": document})
    chromium.get(f"{api_url}/graphql#{fragment}")
    wait = WebDriverWait(chromium, 60)
    button = wait.until(
        lambda driver: driver.find_element(By.CSS_SELECTOR, ".graphiql-execute-button")
    )
    button.click()
    response = chromium.find_element(By.CSS_SELECTOR, ".graphiql-response")
    try:
        wait.until(lambda _: "minimalist" in response.text)
    except TimeoutException:
        chromium.save_screenshot(str(ARTIFACTS / "graphiql-recall-failed.png"))
        pytest.fail(f"the recall result did not appear:\n{response.text}")
    assert '"kind": "PREFERENCE"' in response.text or '"kind": "TURN"' in response.text
    ARTIFACTS.mkdir(exist_ok=True)
    assert chromium.save_screenshot(str(ARTIFACTS / "graphiql-recall.png"))
    requests = chromium.execute_script(
        "return performance.getEntriesByType('resource').map(entry => entry.name)"
    )
    assert all(url.startswith(api_url) for url in requests), requests
