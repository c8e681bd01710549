"""Download the pinned browser runtime into the cache and verify it against build/vendor.lock.

Usage: python build/vendor.py [--cache DIR] [--verify-only]

Every artifact is fetched with its ordinary client (npm pack, pip download) into a temporary
directory, checked against the sha256 in the lock file, and only then moved into the cache.
A cached file whose hash matches is not downloaded again. Any mismatch is a hard failure.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "build" / "vendor.lock"


def default_cache() -> Path:
    return Path(os.environ.get("AGORA_CACHE") or ROOT / "build" / "cache").resolve()


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def load_lock() -> list[dict]:
    return json.loads(LOCK.read_text(encoding="utf-8"))["artifacts"]


def fail(msg: str) -> None:
    bar = "!" * 72
    print(f"\n{bar}\nVENDOR ERROR: {msg}\n{bar}\n", file=sys.stderr)
    sys.exit(1)


def fetch(art: dict, dest: Path) -> Path:
    """Run the registry client for one artifact into the empty directory dest."""
    if art["source"] == "npm":
        cmd = ["npm", "pack", "--silent", "--pack-destination", str(dest), art["spec"]]
    elif art["source"] == "pypi":
        cmd = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--platform",
            art["platform"],
            "--python-version",
            art["python_version"],
            "--implementation",
            "cp",
            "--abi",
            art["abi"],
            "-d",
            str(dest),
            art["spec"],
        ]
    else:
        fail(f"unknown source {art['source']!r} for {art['name']}")
    print("  $ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=dest)
    got = dest / art["filename"]
    if not got.is_file():
        fail(
            f"{art['name']}: expected {art['filename']} after download, found {sorted(p.name for p in dest.iterdir())}"
        )
    return got


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=None)
    ap.add_argument("--verify-only", action="store_true", help="do not download; fail if anything is missing")
    args = ap.parse_args(argv)
    cache = (args.cache or default_cache()).resolve()
    cache.mkdir(parents=True, exist_ok=True)

    for art in load_lock():
        target = cache / art["filename"]
        label = f"{art['name']} {art['version']}"
        if target.is_file():
            actual = sha256_of(target)
            if actual == art["sha256"]:
                print(f"vendor: {label}: cached, sha256 ok")
                continue
            print(
                f"vendor: {label}: cached file has sha256 {actual}, expected {art['sha256']}; fetching again",
                file=sys.stderr,
            )
            target.unlink()
        if args.verify_only:
            fail(f"{label}: {target} is missing")
        print(f"vendor: {label}: downloading")
        with tempfile.TemporaryDirectory(prefix="agora-vendor-", dir=cache) as tmp:
            got = fetch(art, Path(tmp))
            actual = sha256_of(got)
            if actual != art["sha256"]:
                fail(
                    f"sha256 mismatch for {art['filename']} ({label})\n"
                    f"  expected {art['sha256']}\n"
                    f"  got      {actual}\n"
                    f"The downloaded file was NOT put in the cache. If the pin was changed on purpose, "
                    f"update build/vendor.lock."
                )
            shutil.move(str(got), target)
        print(f"vendor: {label}: sha256 ok -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
