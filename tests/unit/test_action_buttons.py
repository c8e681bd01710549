"""Option buttons read as instructions to the player (imperative verb, correct grammar, what the
player gets), in both languages — not as log lines ("takes a orange cube")."""

from __future__ import annotations

import sys
import types

import pytest

from engine.pantikapaion import RULES
from engine.pantikapaion.state import (
    Advance,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    PaidStep,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
)


@pytest.fixture()
def ui(monkeypatch):
    stub = types.ModuleType("pyscript")
    stub.document = None
    stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.texts import i18n
    from web.agora_web.pantikapaion import buttons

    yield i18n, buttons
    i18n.set_lang(i18n.DEFAULT)


EXPECTED = {
    "en": {
        TakeCube("O"): "Take 1 orange cube",
        TakeCoins(): "Take 2 coins",
        Sell(("B", "W", "G")): "Sell 3 cubes (brown, beige, green): +3 coins and a step in each of those rows",
        Sell(
            ("B", "P", "W", "O", "G")
        ): "Sell 5 cubes (brown, purple, beige, orange, green): +5 coins and a step in each of those rows",
        FreeBuild("aqueduct"): "Take an aqueduct for free and place it",
        FreeBuild("winery"): "Take a winery for free and place it",
        Advance("O"): "Advance one cell in the orange row",
        DrawTile(): "Draw a tile from the bag and lay it",
        Skip(): "Skip this bonus",
        EndTurn(): "End the turn",
        Discard("W"): "Discard 1 beige cube",
    },
    "ru": {
        TakeCube("O"): "Взять оранжевый куб",
        TakeCoins(): "Взять 2 монеты",
        Sell(("B", "W", "G")): "Продать 3 куба (коричневый, бежевый, зелёный): +3 монеты и шаг в каждом из этих рядов",
        Sell(("B", "P", "W", "O", "G")): "Продать 5 кубов (коричневый, фиолетовый, бежевый, оранжевый, зелёный): "
        "+5 монет и шаг в каждом из этих рядов",
        FreeBuild("aqueduct"): "Бесплатно взять здание «Акведук» и поставить его",
        Advance("O"): "Продвинуться на клетку в оранжевом ряду",
        DrawTile(): "Вытянуть участок из мешка и положить его",
        Skip(): "Отказаться от бонуса",
        EndTurn(): "Закончить ход",
        Discard("W"): "Сбросить бежевый куб",
    },
}


@pytest.mark.parametrize("code", ["en", "ru"])
def test_pantikapaion_buttons_are_instructions(ui, code):
    i18n, buttons = ui
    i18n.set_lang(code)
    for action, text in EXPECTED[code].items():
        assert buttons.button_label(action) == text
    if code == "en":
        assert all(" a orange" not in buttons.button_label(TakeCube(c)) for c in "BPWOG")


def test_paid_step_says_what_it_costs(ui):
    i18n, buttons = ui
    state = RULES.new_game(2, seed=5)
    from msgspec.structs import replace

    from engine.pantikapaion.development import step_cost

    paid = replace(state, step="paid", todo=(("paid", 0),), paid=1)
    n = step_cost(paid)
    i18n.set_lang("en")
    assert buttons.button_label(PaidStep(), paid) == (
        f"Pay {n} coins to advance one more cell" if n != 1 else "Pay 1 coin to advance one more cell"
    )
    i18n.set_lang("ru")
    assert buttons.button_label(PaidStep(), paid).startswith(f"Заплатить {n} монет")
    final = replace(state, step="final_workers")
    assert buttons.button_label(EndTurn(), final) == "Больше не выставлять рабочих"


def test_the_log_keeps_telling_what_happened(ui):
    """The log's wording (a third-person line after the player's name) is unchanged."""
    from engine.pantikapaion.events import CoinsTaken
    from web.agora_web.pantikapaion import log

    i18n, _buttons = ui
    i18n.set_lang("en")
    assert log.event_text(CoinsTaken(seat=0, coins=2), str) == "takes 2 coins"


def test_new_texts_exist_in_both_languages(ui):
    i18n, _buttons = ui
    keys = [k for k in i18n.TEXT if k.startswith(("pk.b_", "guide", "pk.colours_in"))]
    assert len(keys) >= 15
    for key in keys:
        entry = i18n.TEXT[key]
        assert set(entry) == {"en", "ru"}, key
        if isinstance(entry["en"], tuple):
            assert len(entry["en"]) == 2 and len(entry["ru"]) == 3, key
