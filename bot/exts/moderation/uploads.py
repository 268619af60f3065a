"""Checking an uploaded digest, writing it into the seeds folder atomically, and moving digests to the trash.

Nothing here touches the seeds folder until every check passed; a refusal raises ``UploadRefused`` with
a reason meant for the moderator.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import shutil
from pathlib import Path

from bot.refresh import write_digest_file
from knowledge.models import Digest
from knowledge.parser import parse_text

MAX_UPLOAD_BYTES = 256 * 1024
MAX_NAME_LENGTH = 100
MAX_PROBLEMS_SHOWN = 10
_NAME = re.compile(r"[A-Za-z0-9._-]+")
_UNKNOWN_TYPES = {"", "application/octet-stream", "binary/octet-stream"}


class UploadRefused(Exception):
    """A digest upload or removal that was refused; ``reason`` says why, ``details`` lists problems."""

    def __init__(self, reason: str, details: list[str] | None = None) -> None:
        """Carry the reason and any detail lines (e.g. problems as FILE:LINE: message)."""
        super().__init__(reason)
        self.reason = reason
        self.details = list(details or [])

    def __str__(self) -> str:
        """The reason, then one detail per line."""
        return "\n".join([self.reason, *self.details])


def check_name(name: str | None) -> str:
    """A digest file name that is safe to create in the seeds folder, or UploadRefused."""
    if not name:
        raise UploadRefused("the file has no name.")
    if "/" in name or "\\" in name or (os.altsep and os.altsep in name) or "\0" in name:
        raise UploadRefused("the file name must be a bare name, without folders or path separators.")
    if ".." in name:
        raise UploadRefused("the file name must not contain '..'.")
    if name.startswith("."):
        raise UploadRefused("the file name must not start with a dot (hidden files are never read).")
    if not _NAME.fullmatch(name):
        raise UploadRefused("the file name may only use letters A-Z and a-z, digits, '.', '_' and '-'.")
    if not name.endswith(".txt"):
        raise UploadRefused("the file name must end in .txt (only .txt digests are read).")
    if name == ".txt" or len(name) <= len(".txt"):
        raise UploadRefused("the file name needs something before .txt.")
    if len(name) > MAX_NAME_LENGTH:
        raise UploadRefused(f"the file name is longer than {MAX_NAME_LENGTH} characters.")
    return name


def check_content_type(content_type: str | None) -> None:
    """Accept text/* and unknown types (the bytes are checked next); refuse anything else."""
    kind = (content_type or "").split(";")[0].strip().lower()
    if kind.startswith("text/") or kind in _UNKNOWN_TYPES:
        return
    raise UploadRefused(f"the file is not text (Discord says its type is {kind}).")


def check_size(size: int) -> None:
    """Refuse files over the upload limit."""
    if size > MAX_UPLOAD_BYTES:
        raise UploadRefused(f"the file is too big: {size:,} bytes, the limit is {MAX_UPLOAD_BYTES:,} bytes (256 KiB).")
    if size == 0:
        raise UploadRefused("the file is empty.")


def decode_text(data: bytes) -> str:
    """The upload as text: UTF-8 (a BOM is allowed), no NUL bytes, or UploadRefused."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise UploadRefused("the file is not UTF-8 text (it is UTF-16); save it as UTF-8.")
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise UploadRefused(f"the file is binary, not text (a NUL byte on line {line}).")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise UploadRefused(f"the file is not UTF-8 text (invalid byte on line {line}); save it as UTF-8.") from None


def validate_digest(name: str, content_type: str | None, data: bytes) -> Digest:
    """Every check of an upload except the existing-name one; return the parsed digest."""
    check_name(name)
    check_content_type(content_type)
    check_size(len(data))
    text = decode_text(data)
    digest = parse_text(text, name, sha256=hashlib.sha256(data).hexdigest())
    if digest.problems:
        details = [str(p) for p in digest.problems[:MAX_PROBLEMS_SHOWN]]
        more = len(digest.problems) - MAX_PROBLEMS_SHOWN
        if more > 0:
            details.append(f"… and {more} more")
        raise UploadRefused(f"the digest does not parse cleanly ({len(digest.problems)} problem(s); "
                            "fix them and upload again).", details)
    if not any(f.kind != "headline" for f in digest.facts):
        raise UploadRefused("the digest has no facts (expected summary paragraphs or a Confirmed section).")
    return digest


def check_target(seeds_dir: Path, name: str, replace: bool) -> Path:
    """Where the digest goes; refuse an existing name unless ``replace``."""
    if not Path(seeds_dir).is_dir():
        raise UploadRefused(f"the seeds folder {seeds_dir} does not exist.")
    target = Path(seeds_dir) / name
    if target.exists() and not replace:
        raise UploadRefused(f"a digest named {name} already exists; upload again with replace: True to overwrite it.")
    if target.exists() and not target.is_file():
        raise UploadRefused(f"{name} exists in the seeds folder and is not a file.")
    return target


def write_atomically(seeds_dir: Path, name: str, data: bytes) -> Path:
    """Write ``data`` as seeds_dir/name via a temporary file in the same folder and os.replace."""
    return write_digest_file(Path(seeds_dir) / check_name(name), data)


def trash_name(name: str, when: dt.datetime) -> str:
    """The digest's name in the trash: a UTC timestamp, then the original name."""
    return f"{when.astimezone(dt.UTC).strftime('%Y%m%dT%H%M%SZ')}_{name}"


def _trash_target(trash_dir: Path, name: str, when: dt.datetime | None) -> Path:
    """A new timestamped path in the trash folder (created) for ``name``; never an existing file."""
    trash_dir = Path(trash_dir)
    trash_dir.mkdir(parents=True, exist_ok=True)
    base = trash_name(name, when or dt.datetime.now(dt.UTC))
    target = trash_dir / base
    n = 1
    while target.exists():
        target = trash_dir / f"{base[:-4]}-{n}.txt"
        n += 1
    return target


def move_to_trash(seeds_dir: Path, trash_dir: Path, name: str, when: dt.datetime | None = None) -> Path:
    """Move seeds_dir/name into the trash folder under a timestamped name that never overwrites."""
    source = Path(seeds_dir) / check_name(name)
    if not source.is_file():
        raise UploadRefused(f"there is no digest file named {name} in the seeds folder.")
    target = _trash_target(trash_dir, name, when)
    shutil.move(str(source), str(target))
    return target


def copy_to_trash(seeds_dir: Path, trash_dir: Path, name: str, when: dt.datetime | None = None) -> Path | None:
    """Keep a copy of seeds_dir/name in the trash (before it is replaced); None when there is no such file."""
    source = Path(seeds_dir) / check_name(name)
    if not source.is_file():
        return None
    target = _trash_target(trash_dir, name, when)
    shutil.copy2(str(source), str(target))
    return target
