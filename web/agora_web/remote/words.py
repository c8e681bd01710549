"""What the page says about a remote game's problems, in the interface language: a refused
message (session.Refused's problem), and each problem the check at the end found (audit.Problem)
or "fair play". The catalogs hold the sentences (remote_refused.*, remote_problem.*)."""

from __future__ import annotations

from ..texts import i18n
from . import audit


def refusal_text(problem: str) -> str:
    """The sentence for a refused message (session.FOREIGN, FORGED, ...)."""
    return i18n.t(f"remote_refused.{problem}")


def problem_text(problem: audit.Problem, device_names: "list[str]", seat_names: "list[str]") -> str:
    """One problem of the check, naming the device and the seat to blame."""

    def name(names, index):
        return names[index] if 0 <= index < len(names) else "?"

    return i18n.t(
        f"remote_problem.{problem.code}",
        device=name(device_names, problem.device),
        seat=name(seat_names, problem.seat),
        move=problem.move + 1,
    )


def verdict(problems: "list[audit.Problem]", device_names: "list[str]", seat_names: "list[str]") -> "list[str]":
    """What the final table says: fair play, or every problem found."""
    if not problems:
        return [i18n.t("remote_fair_play")]
    return [problem_text(p, device_names, seat_names) for p in problems]


def storage_refused_text() -> str:
    """Said when the browser will not keep the device's keys (keys.py)."""
    return i18n.t("remote_storage_refused")
