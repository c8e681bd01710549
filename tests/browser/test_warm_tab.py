"""The warm tab (warm_tab.py) hands each test a page as a fresh context would: nothing of the
last test's storage, service worker, snapshot or listeners; a new context after a change that
cannot be taken back."""

from __future__ import annotations

import pytest

from tests.browser.fixtures_web import start_url

LEFT_BEHIND = """async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    caches: (await caches.keys()).length,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    databases: (await indexedDB.databases()).length,
})"""
NOTHING = {"local": 0, "session": 0, "caches": 0, "workers": 0, "databases": 0}


@pytest.fixture
def browser_context_args(browser_context_args):
    # the service worker is part of what a lent tab must come back without
    return {**browser_context_args, "service_workers": "allow"}


def test_a_lent_tab_comes_back_empty(warm_tabs, browser_context_args, app_url, open_app):
    tab = warm_tabs.take(browser_context_args)
    page = tab.page
    open_app(page, start_url(app_url))
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    page.reload()
    assert page.evaluate("performance.getEntriesByType('navigation')[0].workerStart") > 0
    page.evaluate(
        """async () => { localStorage.setItem('x', '1'); sessionStorage.setItem('x', '1');
            await (await caches.open('agora-snapshot:test')).put('/x', new Response('x'));
            await new Promise(done => { indexedDB.open('left').onsuccess = done; }); }"""
    )
    heard: list = []
    page.on("console", lambda message: heard.append(message.text))
    assert page.evaluate(LEFT_BEHIND) != NOTHING
    warm_tabs.give_back(tab, failed=False)

    again = warm_tabs.take(browser_context_args)
    assert again is tab and again.page is page, "a tab nothing was changed in is lent again"
    assert page.url == "about:blank"
    page.goto(app_url + "manifest.webmanifest")  # the origin, without the app
    assert page.evaluate(LEFT_BEHIND) == NOTHING
    page.evaluate("console.log('after')")
    # the reloaded app may still print while booting before the tab is given back; only what
    # comes after says whether the listener is gone
    assert "after" not in heard, "the last test's listeners are gone"
    open_app(page, start_url(app_url))
    served = "performance.getEntriesByType('navigation')[0].workerStart"
    assert page.evaluate(served) == 0, "a first visit again: the page not served by a service worker"
    warm_tabs.give_back(again, failed=False)


def test_a_tab_changed_for_good_is_not_lent_again(warm_tabs, browser_context_args):
    tab = warm_tabs.take(browser_context_args)
    tab.page.add_init_script("window.changed = true")
    warm_tabs.give_back(tab, failed=False)
    again = warm_tabs.take(browser_context_args)
    assert again is not tab and tab.page.is_closed()
    warm_tabs.give_back(again, failed=True)
    last = warm_tabs.take(browser_context_args)
    assert last is not again and again.page.is_closed(), "nor one a failed test used"
    warm_tabs.give_back(last, failed=False)


def test_tabs_of_other_arguments_are_kept_apart_and_lent_at_once(warm_tabs, browser_context_args):
    phone = {**browser_context_args, "viewport": {"width": 390, "height": 844}, "has_touch": True}
    desk = warm_tabs.take(browser_context_args)
    hand = warm_tabs.take(phone)
    other = warm_tabs.take(browser_context_args)  # a second device of the same arguments
    assert len({id(desk), id(hand), id(other)}) == 3
    assert hand.page.evaluate("innerWidth") == 390 and desk.page.evaluate("innerWidth") != 390
    for tab in (desk, hand, other):
        warm_tabs.give_back(tab, failed=False)
    assert warm_tabs.take(phone) is hand, "each kept for its own arguments"
    warm_tabs.give_back(hand, failed=False)
