"""Neo4j Browser, as an analyst uses it, in headless Chromium (Debian's chromium + chromedriver).

Connects over Bolt to the test instance, applies Chronograph's style sheet, opens the guide with
`:play`, runs the timeline query from the guide, and keeps screenshots in tests/artifacts/.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

import httpx
import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from api.browser_guide import render_guide
from graph.server.conf import api_origin
from graph.server.password import neo4j_password
from graph.settings import Settings
from ingest.demo import load_demo
from ingest.pipeline import Ingestor
from tests.conftest import ARTIFACTS
from tests.integration.chromium import headless_chromium


@pytest.fixture(scope="module")
def chromium() -> Iterator[WebDriver]:
    with headless_chromium(width=1600, height=1200) as driver:
        yield driver


def _wait(driver: WebDriver, seconds: float = 60) -> WebDriverWait[WebDriver]:
    return WebDriverWait(driver, seconds)


def _until_text(driver: WebDriver, element: WebElement, text: str, seconds: float = 30) -> None:
    try:
        _wait(driver, seconds).until(lambda _: text in element.text)
    except TimeoutException:
        pytest.fail(f"{text!r} did not appear in:\n{element.text}")


def _shows(element: WebElement, text: str) -> Callable[[WebDriver], bool]:
    return lambda _: text in element.text


def _frames(driver: WebDriver) -> list[WebElement]:
    """Result frames, newest first (Browser stacks them on top of each other)."""
    return driver.find_elements(By.CSS_SELECTOR, '[data-testid="frame"]')


def _frame_of(driver: WebDriver, command_start: str, seconds: float = 60) -> WebElement:
    """The newest result frame whose command starts with `command_start`."""

    def find(current: WebDriver) -> WebElement | bool:
        for frame in _frames(current):
            commands = frame.find_elements(By.CSS_SELECTOR, '[data-testid="frameCommand"]')
            if commands and commands[0].text.strip().startswith(command_start):
                return frame
        return False

    found = _wait(driver, seconds).until(find)
    assert isinstance(found, WebElement)
    return found


def _run(driver: WebDriver, command: str | None = None) -> WebElement:
    """Type `command` into Browser's editor (or keep what a guide put there), run it, and
    return the new frame."""
    before = len(_frames(driver))
    if command is not None:
        editor = driver.find_element(By.CSS_SELECTOR, "#monaco-main-editor textarea")
        editor.send_keys(command)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="editor-Run"]').click()
    _wait(driver).until(lambda current: len(_frames(current)) > before)
    return _frames(driver)[0]


@pytest.fixture(scope="module")
def connected(chromium: WebDriver, settings: Settings, api_url: str) -> WebDriver:
    """Browser on the test instance's HTTP port, logged in over Bolt, style sheet applied."""
    bolt = f"bolt://{settings.neo4j_user}@127.0.0.1:{settings.neo4j_bolt_port}"
    chromium.get(f"http://127.0.0.1:{settings.neo4j_http_port}/browser/?dbms={bolt}")
    password = _wait(chromium).until(
        expected_conditions.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="password"]'))
    )
    password.send_keys(neo4j_password(settings))
    chromium.find_element(By.CSS_SELECTOR, '[data-testid="connect"]').click()
    # The local neo4j.conf's post-connect commands run once Browser has read the server's
    # settings (its allowlist among them): only then may it fetch from Chronograph. Their frame
    # did not show once in a clean run, so a :style refused before the allowlist is read is
    # simply run again.
    with contextlib.suppress(TimeoutException):
        _frame_of(chromium, f":play {api_origin(settings)}/browser-guide", seconds=30)
    shown = ""
    for _ in range(3):
        style = _run(chromium, f":style {api_url}/browser-style.grass")
        with contextlib.suppress(TimeoutException):
            _wait(chromium, 20).until(_shows(style, "node.Preference"))
            return chromium
        shown = style.text
    pytest.fail(f"Browser did not apply the style sheet:\n{shown}")


def test_guide_is_served_with_cors_for_browser(api_url: str) -> None:
    preflight = httpx.options(
        f"{api_url}/browser-guide",
        headers={
            "Origin": "http://127.0.0.1:7474",
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "pragma,cache-control",
        },
    )
    assert preflight.status_code == 204
    assert preflight.headers["access-control-allow-origin"] == "*"
    assert "pragma" in preflight.headers["access-control-allow-headers"]
    guide = httpx.get(f"{api_url}/browser-guide")
    assert guide.status_code == 200
    assert guide.headers["access-control-allow-origin"] == "*"
    assert guide.text == render_guide(api_url)


async def test_play_opens_the_guide(connected: WebDriver, api_url: str) -> None:
    frame = _run(connected, f":play {api_url}/browser-guide")
    _until_text(connected, frame, "Chronograph: a user's memories")
    carousel = frame.find_element(By.CSS_SELECTOR, '[data-testid="carousel"]')
    assert "chronograph demo" in carousel.text
    assert "1/9" in frame.text.replace(" ", "")
    ARTIFACTS.mkdir(exist_ok=True)
    frame.screenshot(str(ARTIFACTS / "browser-guide.png"))


async def test_timeline_from_the_guide_renders_a_styled_graph(
    connected: WebDriver, api_url: str, ingestor: Ingestor
) -> None:
    await load_demo(ingestor)
    guide = _run(connected, f":play {api_url}/browser-guide")
    _until_text(connected, guide, "Chronograph: a user's memories")
    guide.find_element(By.CSS_SELECTOR, '[data-testid="nextSlide"]').click()
    param_line, query = [
        block
        for block in guide.find_elements(By.CSS_SELECTOR, "pre.runnable")
        if block.is_displayed()
    ]
    assert param_line.text.startswith(":param {user_id: 'demo-maya'")
    param_line.click()  # a guide's runnable block fills the editor, as for an analyst
    params = _run(connected)
    _until_text(connected, params, "demo-maya")
    query.click()
    timeline = _run(connected)
    _until_text(connected, timeline, "WITH [bound IN [$since, $until]")

    def captions() -> str:
        return " ".join(
            text.text for text in timeline.find_elements(By.CSS_SELECTOR, "svg g.node text")
        )

    try:
        _wait(connected, 30).until(
            lambda _: len(timeline.find_elements(By.CSS_SELECTOR, "svg g.node")) >= 20
        )
        # Under load the layout adds nodes after the first twenty: wait for the captions too.
        _wait(connected, 30).until(lambda _: "jazz" in captions() and "channel =" in captions())
    except TimeoutException:
        pytest.fail(f"the timeline did not render a styled graph:\n{captions()}")
    legend = timeline.text
    assert "Turn" in legend and "Event" in legend and "SUPERSEDES" in legend
    ARTIFACTS.mkdir(exist_ok=True)
    timeline.screenshot(str(ARTIFACTS / "browser-timeline.png"))
    connected.save_screenshot(str(ARTIFACTS / "browser-window.png"))
