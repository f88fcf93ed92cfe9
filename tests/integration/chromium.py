"""Headless Chromium for the browser tests: Debian's chromium and chromedriver, no downloads."""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webdriver import WebDriver

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
# Without the background-networking flags Chromium keeps dialling hosts this machine can't reach.
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@contextlib.contextmanager
def headless_chromium(*, width: int, height: int) -> Iterator[WebDriver]:
    """A Chromium with a fresh profile, removed afterwards."""
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        pytest.fail("needs Debian's chromium and chromium-driver: run scripts/bootstrap --browser")
    profile = tempfile.mkdtemp(prefix="chronograph-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in [*FLAGS, f"--window-size={width},{height}", f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
