"""`esc` writes what the standard library's html.escape(quote=True) writes, without importing the
`html` package at start (ui/html.py says why)."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from web.agora_web.ui.html import attrs, esc


@given(st.text(alphabet=st.sampled_from("&<>\"'a ;#x&amp;") | st.characters()))
def test_esc_is_html_escape(text):
    assert esc(text) == html.escape(text, quote=True)


def test_esc_takes_any_value_and_escapes_the_ampersand_first():
    assert esc(3) == "3"
    assert esc("&lt;") == "&amp;lt;"
    assert esc("<a href='x'>\"") == "&lt;a href=&#x27;x&#x27;&gt;&quot;"
    assert attrs(title='a "b"', data_x=True, hidden=None) == ' title="a &quot;b&quot;" data-x'
