"""What the home screen says about a slot or a link it cannot open is in the interface language,
and stays so when the language is switched: the reason translated (the program's own English words
only under Details), and a notice on top translated again at the switch."""

from __future__ import annotations

import pytest
from fixtures_web import FAST

pytestmark = pytest.mark.browser

#: slots that are no save at all, and one not JSON: their rows hold no English in Russian
SLOTS = {"agora.saves.v1.list": "[]", "agora.saves.v1.bare": '{"game": "akropolis"}', "agora.saves.v1.text": "not json"}
ENGLISH = ("not a JSON object", "no 'version' field", "not valid JSON")


def _visible_text(row) -> str:
    """The row's text without its Details, which hold the program's own words in English."""
    return row.evaluate(
        "r => { const c = r.cloneNode(true); c.querySelectorAll('details').forEach(d => d.remove()); return c.innerText; }"
    )


def test_a_slot_that_is_no_save_is_told_in_russian_without_english(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST)
    page.evaluate("slots => { for (const [k, v] of Object.entries(slots)) localStorage.setItem(k, v); }", SLOTS)
    page.get_by_test_id("lang-ru").click()
    open_app(page, app_url + FAST)
    for key in SLOTS:
        text = _visible_text(page.locator(f'[data-key="{key}"]'))
        assert not any(words in text for words in ENGLISH), text
    assert "не является сохранением" in _visible_text(page.locator('[data-key="agora.saves.v1.list"]'))
    assert "не является" in _visible_text(page.locator('[data-key="agora.saves.v1.bare"]'))
    assert "JSON" in _visible_text(page.locator('[data-key="agora.saves.v1.text"]'))  # the format's name
    page.get_by_test_id("lang-en").click()


def test_the_notice_of_a_broken_link_follows_a_switch_of_language(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST + "#r=abc")
    notice = page.get_by_test_id("notice")
    assert "damaged" in notice.inner_text()
    page.get_by_test_id("lang-ru").click()
    assert "повреждена" in page.get_by_test_id("notice").inner_text()
    page.get_by_test_id("lang-en").click()
    assert "damaged" in page.get_by_test_id("notice").inner_text()
