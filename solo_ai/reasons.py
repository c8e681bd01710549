"""Why the coach prefers a move, from engine facts: the contract between the coach
(solo_ai/coach.py) and each game, and the arithmetic that keeps every reason adding up.

A move's reasons are the changes of the seat's points by scoring category. Each game names, in
its coach settings (CoachSettings.parts), a function

    parts(rules, before, after, seat, points) -> {category: points}

telling how `seat`'s points change from `before` (the decision's position, as the engine scores
it now) to `after` (a position reached after the move: the end of an estimate's play-out),
where `points` is what the coach values `seat` at in `after` (its model's points: the score plus
what the position still promises). The values add up to `points` minus the seat's score in
`before`, exactly. `score_parts` is the default: the engine's own score breakdown
(rules.scores) category by category, and LATER, what the coach's valuation adds to the score
(what the move keeps open for later). A game may split LATER further, or the score otherwise
(Akropolis: districts and plazas), as long as the sum holds. Each game lists the ids of its own
categories (CoachSettings.categories; SHARED are every game's); solo_ai keeps ids only, the
words are each game's texts ("reason_cat.<game>.<id>", LATER's too: each game says what it means
for it).

The coach averages these over the deals it plays out, and compares two moves met by the same
deals: the difference of their parts (own points), of the best opponent's points, and how many
deals the better move did at least as well in (how sure it is). This module imports no game.
"""

from __future__ import annotations

from typing import Optional

import msgspec

#: what the coach's valuation adds to the score: what the position keeps open for later
LATER = "later"
#: the categories every game's parts may use (each game lists its own in CoachSettings.categories)
SHARED = (LATER,)

#: share of the deals in which a move did at least as well as the other for the coach to be
#: sure, or fairly sure, of it; without deals (a game whose estimate plays nothing out), the
#: point gap instead
SURE_SHARE = 0.85
LIKELY_SHARE = 0.6
SURE_GAP = 3.0
LIKELY_GAP = 1.0


class Reasons(msgspec.Struct, frozen=True):
    """What a move changes, against a reference (the position now, or another move).

    `parts`: own points by category, in the game's order; they add up to `points`.
    `opponent`: the change of the best opponent's points (negative: the move takes from them).
    So the margin against the best opponent changes by `points - opponent` (`margin`).
    `agree`: (deals where the move did at least as well as the reference, deals compared);
    (0, 0) when nothing was played out."""

    parts: "tuple[tuple[str, float], ...]"
    points: float
    opponent: float = 0.0
    agree: "tuple[int, int]" = (0, 0)

    @property
    def margin(self) -> float:
        return self.points - self.opponent


def score_parts(rules, before, after, seat: int, points: float) -> "dict[str, float]":
    """The default parts: the engine's score categories from `before` to `after`, and LATER."""
    now, then = rules.scores(before)[seat], rules.scores(after)[seat]
    out = {}
    for key in dict.fromkeys([*now, *then]):
        if key != "total":
            out[key] = float(then.get(key, 0) - now.get(key, 0))
    out[LATER] = float(points) - float(then["total"])
    return out


class Tally:
    """One move's parts, the best opponent's change and the margin, deal by deal."""

    def __init__(self):
        self.deals: "list[tuple[dict, float, float]]" = []

    def add(self, parts: "dict[str, float]", opponent_change: float, margin: float) -> None:
        self.deals.append((parts, opponent_change, margin))

    @property
    def counted(self) -> int:
        return len(self.deals)

    @property
    def margins(self) -> "list[float]":
        return [margin for _, _, margin in self.deals]

    def mean(self, n: "int | None" = None) -> "tuple[dict[str, float], float]":
        """(parts, the best opponent's change) averaged over the first `n` deals (all)."""
        deals = self.deals if n is None else self.deals[:n]
        count = max(1, len(deals))
        sums: "dict[str, float]" = {}
        opponent = 0.0
        for parts, change, _margin in deals:
            for key, value in parts.items():
                sums[key] = sums.get(key, 0.0) + value
            opponent += change
        return {key: value / count for key, value in sums.items()}, opponent / count

    def reasons(self) -> Optional[Reasons]:
        """The move against the position now (None when no deal was counted)."""
        if not self.counted:
            return None
        parts, opponent = self.mean()
        return Reasons(tuple(parts.items()), sum(parts.values()), opponent)


def versus(better: Tally, other: Tally, deals: bool = True) -> Optional[Reasons]:
    """`better`'s move against `other`'s over the deals both counted (the first ones: the coach
    plays both out from the same seed, so deal k is the same for both). `deals`: whether those
    were re-deals (else no agreement is told: one fixed judgement)."""
    n = min(better.counted, other.counted)
    if not n:
        return None
    (a, a_opp), (b, b_opp) = better.mean(n), other.mean(n)
    keys = list(dict.fromkeys([*a, *b]))
    parts = tuple((k, a.get(k, 0.0) - b.get(k, 0.0)) for k in keys)
    wins = sum(1 for x, y in zip(better.margins[:n], other.margins[:n]) if x >= y - 1e-9)
    return Reasons(parts, sum(v for _, v in parts), a_opp - b_opp, (wins, n) if deals else (0, 0))


def shown(parts, total: "float | None" = None) -> "list[tuple[str, int]]":
    """The parts in whole points that add up to `total` rounded (the parts' sum when not given):
    each part rounded down, the points left over given to the largest remainders (a hint never
    shows parts that do not add up to the number it claims). Parts of 0 are left out."""
    parts = list(parts)
    if total is None:
        total = sum(v for _, v in parts)
    target = round(total)
    floors = [int(v // 1) for _, v in parts]
    left = target - sum(floors)
    order = sorted(range(len(parts)), key=lambda i: -(parts[i][1] - floors[i]))
    if left >= 0:
        for i in order[:left]:
            floors[i] += 1
    else:  # (cannot happen when total is the parts' sum; a caller's total below it)
        for i in order[::-1][:-left]:
            floors[i] -= 1
    return [(key, n) for (key, _), n in zip(parts, floors) if n]


def sureness(reasons: Reasons) -> str:
    """ "sure", "likely" or "close": from the deals that agreed, or without deals the gap; a gap
    under half a point is always close (level deals agree without telling the moves apart)."""
    if abs(reasons.margin) < 0.5:
        return "close"
    wins, n = reasons.agree
    if n >= 2:
        share = wins / n
        return "sure" if share >= SURE_SHARE else "likely" if share >= LIKELY_SHARE else "close"
    gap = abs(reasons.margin)
    return "sure" if gap >= SURE_GAP else "likely" if gap >= LIKELY_GAP else "close"


class MarginSplit(msgspec.Struct, frozen=True):
    """The final margin of a reviewed seat (its total minus the best opponent's), in three parts
    that add up to it exactly (final == decisions + ahead + rest), chained from the coach's own
    estimates of the expected margin (the best move's, the move played's) at each decision:

    `decisions`: minus the sum of the points lost as the review lists them (whole points, never
    below zero); `ahead`: what that floor left out, the points by which the coach's own estimate
    found the move played better than the move its search preferred (and the rounding): a review
    calls such a move no loss, so summed losses alone overstate what the decisions cost (a
    search of a few dozen iterations and a re-dealt estimate of a few deals disagree on close
    moves); `rest`: everything between the seat's decisions, where the coach's estimate of the
    margin moved without the seat choosing: where the game stood at the first decision, the
    draws, the opponents' play and what the estimates did not see coming."""

    final: int
    decisions: int
    rest: int
    ahead: int = 0


def margin_split(final: int, losses, raw=None) -> MarginSplit:
    """`losses`: each reviewed decision's points lost (rounded as the review shows them);
    `raw`: the same before the floor at zero (the better move's estimated margin minus the move
    played's, negative where the estimate preferred the move played; the losses when not given)."""
    cost = sum(max(0, round(x)) for x in losses)
    before = cost if raw is None else sum(raw)
    ahead = round(cost - before)
    return MarginSplit(int(final), -cost, int(final) + cost - ahead, ahead)


def final_margin(rules, state, seat: int) -> int:
    """The seat's total minus the best other total, as the engine scores `state`."""
    totals = [s["total"] for s in rules.scores(state)]
    others = [t for s, t in enumerate(totals) if s != seat]
    return int(totals[seat] - (max(others) if others else 0))
