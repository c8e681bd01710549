"""What a Pantikapaion tutorial step points at on the screen, and which clicks it accepts.

The step gives legal actions (tutorial.py); this turns them into the elements to click in the
order the screen asks for them: a ring tile (`pick`), a building (`build`), a listed choice
(`choose`, by its index in the legal actions), then Confirm for one that cannot be taken back
(the screen prepares it on the first click and shows "Confirm: …"); a placement goes through the
learner's own city (its tab), Rotate until the tile is turned as wanted, the worker button, the
grid place(s), and Confirm. Kept apart from screen.py so the screen's code stays about playing.
"""

from __future__ import annotations

from engine.pantikapaion import Build, MoveBuilding, Pick, PlaceAqueduct, PlaceBuilding, PlaceTile, PlaceWorker

_PLACED = (PlaceTile, PlaceAqueduct)


def _sel(a, key: str) -> str:
    return f'[data-act="{a}"][data-arg="{key}"]'


def _spot(pos) -> str:
    return _sel("spot", f"{pos[0]}_{pos[1]}")


def _grid(screen, actions) -> "list[str] | None":
    """Selectors for actions placed on the city grid (None: not such actions)."""
    planned = screen.planned()
    if planned is not None and planned in actions:
        return ['[data-act="confirm"]']
    workers = [a for a in actions if isinstance(a, PlaceWorker)]
    if workers:
        if screen.mode != "worker":
            return ['[data-act="worker-mode"]']
        return [_spot((a.x, a.y)) for a in workers]
    placed = [a for a in actions if isinstance(a, _PLACED)]
    if placed:
        rot = screen.current_rot()
        turned = [a for a in placed if a.rotation == rot]
        if not turned:
            return ['[data-act="rotate"]']
        cube = screen._cube()
        if isinstance(turned[0], PlaceAqueduct) and not any(a.cube == cube for a in turned):
            return [_sel("cube", a.cube) for a in turned[:1]]
        return [_spot((a.x, a.y)) for a in turned]
    buildings = [a for a in actions if isinstance(a, PlaceBuilding)]
    if buildings:
        chosen = [tuple(p) for p in screen.sel]
        fits = [a for a in buildings if set(chosen) <= {tuple(c) for c in a.cells}]
        return [_spot(c) for a in fits for c in map(tuple, a.cells) if c not in chosen]
    moves = [a for a in actions if isinstance(a, MoveBuilding)]
    if moves:
        return [_spot((a.x, a.y)) for a in moves]
    return None


def targets(screen, actions) -> "list[str]":
    if not actions:
        return []
    if screen._armed() in actions:
        # a move that cannot be taken back, prepared by its click: the screen's "Confirm: …"
        return ['[data-act="confirm"]']
    picks = [a for a in actions if isinstance(a, Pick)]
    if picks:
        return [_sel("pick", a.slot) for a in picks]
    builds = [a for a in actions if isinstance(a, Build)]
    if builds:
        return [_sel("build", a.kind) for a in builds]
    on_grid = _grid(screen, actions)
    if on_grid is not None:
        if screen.city_seat() != screen.current():
            return [_sel("show-city", screen.current())]
        return on_grid
    legal = screen.legal()
    return [_sel("choose", i) for i, a in enumerate(legal) if a in actions]


def _pos(arg) -> "tuple[int, int] | None":
    try:
        x, y = (int(v) for v in str(arg).split("_"))
    except ValueError:
        return None
    return x, y


def allows(screen, act: str, arg, actions) -> bool:
    """Whether the click `act`/`arg` leads to one of the step's actions."""
    if act == "pick":
        return any(isinstance(a, Pick) and str(a.slot) == str(arg) for a in actions)
    if act == "build":
        # the screen builds with the fewest swap tokens: that one must be the step's
        options = [a for a in screen.legal() if isinstance(a, Build) and a.kind == arg]
        return bool(options) and min(options, key=lambda a: len(a.swap)) in actions
    if act == "choose":
        legal = screen.legal()
        return str(arg).isdigit() and int(arg) < len(legal) and legal[int(arg)] in actions
    if act == "confirm":  # a placement planned on the city, or a move prepared by its click
        armed = screen._armed()
        return screen.planned() in actions or (armed is not None and armed in actions)
    if act == "worker-mode":
        return any(isinstance(a, PlaceWorker) for a in actions) or screen.mode == "worker"
    if act == "rotate":
        return any(isinstance(a, _PLACED) and a.rotation != screen.current_rot() for a in actions)
    if act == "cube":
        return any(isinstance(a, PlaceAqueduct) and a.cube == arg for a in actions)
    if act == "spot":
        return _spot_allowed(screen, _pos(arg), actions)
    return True


def _spot_allowed(screen, pos, actions) -> bool:
    if pos is None:
        return False
    if screen.mode == "worker":
        return PlaceWorker(*pos) in actions
    rot = screen.current_rot()
    if any(isinstance(a, _PLACED) and (a.x, a.y, a.rotation) == (*pos, rot) for a in actions):
        return True
    if any(isinstance(a, MoveBuilding) and (a.x, a.y) == pos for a in actions):
        return True
    chosen = {tuple(p) for p in screen.sel} if len(screen.sel) == 1 else set()
    return any(
        isinstance(a, PlaceBuilding) and pos in {tuple(c) for c in a.cells} and chosen <= {tuple(c) for c in a.cells}
        for a in actions
    )
