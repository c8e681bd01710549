"""The rules guides (web/agora_web/<game>/guide.<lang>.md), in plain CPython: both languages have
the same sections in the same order, every decision an engine can ask for has a section, every
figure can be drawn by the game's own drawing code, links land on sections, the renderer's
Markdown subset, and the guides' text is our own (no long run of words shared with a rulebook)."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from web.agora_web.texts import guide, guide_figures, guide_sections
from tests.helpers.games import GAMES, web_facts


ROOT = Path(__file__).resolve().parents[2]
#: topics every guide must cover (the issue's list), by section id
REQUIRED = ("goal", "components", "setup", "scoring", "scoring-example", "end", "ties", "rulings")


#: and those of each game's own rules: its web_facts' GUIDE_SECTIONS
@pytest.fixture(scope="module")
def texts():
    return {(g, lang): guide.load(g, lang) for g in GAMES for lang in guide.LANGS}


@pytest.fixture()
def page_stub(monkeypatch):
    """The drawing modules import `pyscript` (through dom.py) for the page; a bare stand-in is
    enough for code that only builds strings."""
    stub = types.ModuleType("pyscript")
    stub.document = None
    stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.texts import i18n

    yield i18n
    i18n.set_lang(i18n.DEFAULT)


def test_every_game_has_a_guide_in_each_language():
    for game in GAMES:
        for lang in guide.LANGS:
            assert guide.path(game, lang).is_file(), (game, lang)
        assert sorted(p.name for p in guide.path(game, "en").parent.glob("*.md")) == sorted(
            f"guide.{lang}.md" for lang in guide.LANGS
        )
    assert guide.games_with_guides() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_sections_in_the_same_order(texts, game):
    en = guide.sections(texts[game, "en"])
    ru = guide.sections(texts[game, "ru"])
    assert [(s.level, s.id) for s in en] == [(s.level, s.id) for s in ru]
    ids = [s.id for s in en]
    assert len(ids) == len(set(ids)), "section ids must be unique"
    assert en[0].level == 1 and sum(s.level == 1 for s in en) == 1, "one title, first"
    assert all(s.title.strip() for s in en + ru)
    # the two languages are not the same text
    assert [s.title for s in en] != [s.title for s in ru]
    for topic in REQUIRED + web_facts(game).GUIDE_SECTIONS:
        assert topic in ids, f"{game} guide has no section {topic!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_of_the_engine_has_a_section(texts, game):
    types_ = guide_sections.decision_types(game)
    table = guide_sections.sections_of(game)
    assert set(types_) == set(table), "the table must list exactly the engine's decisions"
    for lang in guide.LANGS:
        ids = {s.id for s in guide.sections(texts[game, lang])}
        missing = {d: table[d] for d in types_ if table[d] not in ids}
        assert not missing, (game, lang, missing)
        assert guide_sections.section_for(game, None) in ids


def test_decision_of_names_the_pending_decision():
    from engine.akropolis import RULES as AK, Options as AkOptions
    from engine.amytis import RULES as AM
    from engine.pantikapaion import RULES as PK
    from engine.pyramidion import RULES as PY

    solo = AK.new_game(1, AkOptions(solo="metagenes"), seed=3)
    assert guide_sections.decision_of("akropolis", solo) == "take"
    after = AK.apply(solo, AK.legal_actions(solo)[0])
    assert guide_sections.decision_of("akropolis", after) == "architect"
    am = AM.new_game(2, seed=1)
    assert guide_sections.decision_of("amytis", am) == "take"
    pk = PK.new_game(2, seed=1)
    assert guide_sections.decision_of("pantikapaion", pk) == "scout"
    py = PY.new_game(3, seed=1)
    kind = guide_sections.decision_of("pyramidion", py)
    assert kind in guide_sections.sections_of("pyramidion")
    for game, state in (("akropolis", after), ("amytis", am), ("pantikapaion", pk), ("pyramidion", py)):
        assert guide_sections.section_for(game, guide_sections.decision_of(game, state)) in {
            s.id for s in guide.sections(guide.load(game, "en"))
        }


@pytest.mark.parametrize("game", GAMES)
def test_figures_resolve_and_match_across_languages(texts, game, page_stub):
    figs = {lang: guide.figures(texts[game, lang]) for lang in guide.LANGS}
    assert figs["en"], f"the {game} guide has no figure"
    assert [(f.kind, f.args) for f in figs["en"]] == [(f.kind, f.args) for f in figs["ru"]]
    for fig in figs["en"]:
        assert guide_figures.check(game, fig.kind, fig.args) is None, fig
        assert fig.caption
    for lang in guide.LANGS:
        page_stub.set_lang(lang)
        _title, body, _found = guide.to_html(texts[game, lang], guide_figures.drawer(game))
        assert body.count('class="guide-fig"') == len(figs[lang])
        assert "guide-fig-error" not in body
        assert body.count("<svg") + body.count('class="py-') >= len(figs[lang])


def test_figure_check_refuses_what_the_game_does_not_have():
    assert guide_figures.check("akropolis", "tile", ("qqX",))
    assert guide_figures.check("akropolis", "meeple", ("h",))
    assert guide_figures.check("amytis", "project", ("21",))
    assert guide_figures.check("pantikapaion", "cube", ("X",))
    assert guide_figures.check("pyramidion", "card", ("60",))
    assert guide_figures.check("pyramidion", "boat", ())
    assert guide_figures.check("chess", "tile", ("1",))
    assert guide_figures.check("akropolis", "start", ()) is None


@pytest.mark.parametrize("game", GAMES)
def test_links_land_on_sections(texts, game):
    for lang in guide.LANGS:
        ids = {s.id for s in guide.sections(texts[game, lang])}
        assert set(guide.links(texts[game, lang])) <= ids
    assert guide.links(texts[game, "en"]) == guide.links(texts[game, "ru"])


def test_the_renderer():
    text = (
        "# Title {#top}\n\nIntro with **bold**, *italic* and <b>tags</b> & [a link](#two).\n\n"
        "## One {#one}\n\n- a\n- b\n  - nested\n- c\n\n1. first\n2. second\n\n"
        "| h1 | h2 |\n|---|---|\n| x | **y** |\n\n### Two {#two}\n\nText\ncontinued.\n\n"
        "!figure tile hqT | A *tile*\n"
    )
    drawn = []
    title, body, found = guide.to_html(text, lambda kind, args: drawn.append((kind, args)) or "<svg/>")
    assert title == "Title"
    assert [s.id for s in found] == ["top", "one", "two"]
    assert "&lt;b&gt;tags&lt;/b&gt; &amp;" in body and "<strong>bold</strong>" in body and "<em>italic</em>" in body
    assert '<a href="#guide-two" data-act="guide-jump" data-arg="two">a link</a>' in body
    assert '<h2 id="guide-one" tabindex="-1">One</h2>' in body and '<h3 id="guide-two"' in body
    assert "<ul><li>a</li><li>b<ul><li>nested</li></ul></li><li>c</li></ul>" in body
    assert "<ol><li>first</li><li>second</li></ol>" in body
    assert '<th scope="col">h1</th>' in body and "<td><strong>y</strong></td>" in body
    assert "<p>Text continued.</p>" in body
    assert drawn == [("tile", ("hqT",))] and "<figcaption>A <em>tile</em></figcaption>" in body
    toc = guide.toc_html(found, "Contents")
    assert toc.count("<a ") == 2 and 'data-testid="toc-two"' in toc and "top" not in toc
    # a figure that cannot be drawn shows why, the guide still renders
    _t, body, _f = guide.to_html("# T {#t}\n\n!figure x\n", lambda k, a: 1 / 0)
    assert "guide-fig-error" in body


def test_a_heading_without_an_id_is_refused():
    with pytest.raises(guide.GuideError):
        guide.sections("# T {#t}\n\n## No id here\n")
    with pytest.raises(guide.GuideError):
        guide.to_html("# T {#t}\n\n### No id\n")
    with pytest.raises(guide.GuideError):
        guide.load("chess", "en")


def _rulebook_dirs() -> "list[Path]":
    """The rulebooks: the repository's seeds/, or the shared folder next to the repository (CI)."""
    return [d for d in (ROOT / "seeds", ROOT.parent / "shared" / "seeds") if d.is_dir() and any(d.glob("*.txt"))]


def _words(text: str) -> "list[str]":
    return re.findall(r"[a-zа-я0-9]+", text.lower().replace("ё", "е"))


RUN = 8


def test_guides_are_our_own_words(texts):
    """No run of 8 words in a row from any rulebook (Russian) appears in a guide."""
    dirs = _rulebook_dirs()
    assert dirs, "the rulebooks' text (seeds/) is part of the project"
    runs = set()
    for folder in dirs:
        for book in folder.glob("*.txt"):
            w = _words(book.read_text(encoding="utf-8"))
            runs.update(tuple(w[i : i + RUN]) for i in range(len(w) - RUN + 1))
    assert len(runs) > 10_000  # the rulebooks really were read
    for (game, lang), text in texts.items():
        w = _words(text)
        shared = [" ".join(w[i : i + RUN]) for i in range(len(w) - RUN + 1) if tuple(w[i : i + RUN]) in runs]
        assert not shared, (game, lang, shared[:3])


def test_guides_render_whole_in_both_languages(page_stub):
    for game in GAMES:
        for lang in guide.LANGS:
            page_stub.set_lang(lang)
            title, html = guide.render(game, lang, "Contents")
            assert title and html.startswith('<div class="guide-layout">')
            assert f'lang="{lang}"' in html and "guide-fig-error" not in html
            cyrillic = len(re.findall(r"[а-яё]", html.lower()))
            if lang == "ru":  # the words a reader sees are Russian, however long the guide
                seen = re.sub(r"<[^>]+>", " ", html).lower()
                latin = len(re.findall(r"[a-z]", seen))
                assert cyrillic > 1000 and latin < 0.01 * cyrillic, (game, lang, cyrillic, latin)
            else:
                assert cyrillic == 0, (game, lang, cyrillic)
