#!/usr/bin/env python3
"""Check the study-passage corpus in ./passages/ against the brief.

Usage: python3 check-passages.py [passages_dir]
Exits non-zero and lists every problem found.
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "passages")

FIELDS = ["id", "subject", "level", "style", "text", "keyTerms", "artefacts", "facts"]
LEVELS = {f"grade {n}" for n in range(6, 13)} | {"university"}
STYLES = {"textbook", "encyclopedia", "lecture notes", "pasted PDF", "student notes", "glossary"}
KINDS = {"definition", "cause-effect", "date-event", "person-role", "quantity", "process", "comparison"}
FACT_FIELDS = ["kind", "question", "answer", "accepted", "sentence"]
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)+$")


def join_lines(s):
    """Join hard line breaks as a reader sees them."""
    s = re.sub(r"(?<=[^\W\d_])-\n(?=[^\W\d_])", "", s)  # "photo-\nsynthesis" -> "photosynthesis"
    s = s.replace("\n", " ")
    return re.sub(r"[ \t\u00a0]+", " ", s).strip()


def check_file(path, problems, summary):
    name = os.path.basename(path)
    err = lambda msg: problems.append(f"{name}: {msg}")
    try:
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        d = json.loads(raw)
    except Exception as e:  # noqa: BLE001
        err(f"cannot load: {e}")
        return
    if not isinstance(d, dict):
        err("top level is not an object"); return
    if list(d.keys()) != FIELDS:
        err(f"fields {list(d.keys())} != {FIELDS}")
    for k in ["id", "subject", "level", "style", "text"]:
        if not isinstance(d.get(k), str) or not d.get(k):
            err(f"{k} must be a non-empty string"); return
    for k in ["keyTerms", "artefacts", "facts"]:
        if not isinstance(d.get(k), list):
            err(f"{k} must be a list"); return
    if json.dumps(d, ensure_ascii=False, indent=2) + "\n" not in (raw, raw + "\n") and json.dumps(d, ensure_ascii=False, indent=2) != raw:
        err("not written with 2-space indent (json.dumps(..., indent=2))")
    pid, text = d["id"], d["text"]
    if pid + ".json" != name:
        err(f"id {pid!r} does not match file name")
    if not ID_RE.match(pid):
        err(f"id {pid!r} is not lowercase-hyphenated")
    if d["level"] not in LEVELS:
        err(f"bad level {d['level']!r}")
    if d["style"] not in STYLES:
        err(f"bad style {d['style']!r}")
    if "\r" in text or "\t" in text:
        err("text contains \\r or \\t")
    words = len(text.split())
    if not 180 <= words <= 600:
        err(f"text has {words} words (need 180-600)")
    if "\n\n" not in text:
        err("text has no blank-line paragraph break")

    arts = d["artefacts"]
    for a in arts:
        if not isinstance(a, str) or not a:
            err(f"artefact {a!r} is not a non-empty string")
        elif a not in text:
            err(f"artefact not verbatim in text: {a!r}")
    if len(set(arts)) != len(arts):
        err("duplicate artefacts")
    # text with artefacts blanked out (longest first)
    stripped = text
    for a in sorted((a for a in arts if isinstance(a, str) and a), key=len, reverse=True):
        stripped = stripped.replace(a, "\u0000")

    kts = d["keyTerms"]
    if not 8 <= len(kts) <= 16:
        err(f"{len(kts)} keyTerms (need 8-16)")
    if len(set(kts)) != len(kts):
        err("duplicate keyTerms")
    for k in kts:
        if not isinstance(k, str) or not k.strip():
            err(f"keyTerm {k!r} is not a non-empty string")
        elif k not in text:
            err(f"keyTerm not verbatim in text: {k!r}")
        elif k not in stripped:
            err(f"keyTerm only occurs inside an artefact: {k!r}")

    facts = d["facts"]
    if not 6 <= len(facts) <= 10:
        err(f"{len(facts)} facts (need 6-10)")
    joined = join_lines(text)
    kinds = Counter()
    for i, fct in enumerate(facts):
        if not isinstance(fct, dict) or list(fct.keys()) != FACT_FIELDS:
            err(f"fact {i}: fields {list(fct.keys()) if isinstance(fct, dict) else fct!r} != {FACT_FIELDS}")
            continue
        for k in ["kind", "question", "answer", "sentence"]:
            if not isinstance(fct[k], str) or not fct[k].strip():
                err(f"fact {i}: {k} must be a non-empty string")
        if not isinstance(fct["accepted"], list) or not all(isinstance(x, str) and x.strip() for x in fct["accepted"]):
            err(f"fact {i}: accepted must be a list of non-empty strings")
        if fct["kind"] not in KINDS:
            err(f"fact {i}: bad kind {fct['kind']!r}")
        kinds[fct["kind"]] += 1
        if not fct["question"].rstrip().endswith("?"):
            err(f"fact {i}: question does not end with '?'")
        s = fct["sentence"]
        if "\n" in s:
            err(f"fact {i}: sentence contains a line break")
        if s != re.sub(r"\s+", " ", s).strip():
            err(f"fact {i}: sentence has stray whitespace")
        if s not in joined:
            err(f"fact {i}: sentence not found in joined text: {s!r}")
    if len(kinds) < 3:
        err(f"facts use only {len(kinds)} kinds ({dict(kinds)}); need variety")
    summary.append((pid, d["subject"], d["level"], d["style"], words, len(kts), len(arts), len(facts)))


def main():
    problems, summary = [], []
    files = sorted(f for f in os.listdir(DIR) if f.endswith(".json"))
    others = sorted(f for f in os.listdir(DIR) if not f.endswith(".json"))
    if others:
        problems.append(f"unexpected non-JSON files: {others}")
    for f in files:
        check_file(os.path.join(DIR, f), problems, summary)

    # corpus-level variety
    styles = Counter(s[3] for s in summary)
    levels = Counter(s[2] for s in summary)
    n = len(summary)
    if n and styles["pasted PDF"] * 3 < n:
        problems.append(f"only {styles['pasted PDF']} of {n} passages are 'pasted PDF' (need >= 1/3)")
    for st in ["glossary", "student notes"]:
        if styles[st] < 1:
            problems.append(f"no '{st}' passage")
    missing = LEVELS - set(levels)
    if missing:
        problems.append(f"levels not covered: {sorted(missing)}")

    for row in summary:
        print("%-40s %-22s %-11s %-14s %4d words %2d terms %2d artefacts %2d facts" % row)
    print(f"\n{n} passages; styles {dict(styles)}; levels {dict(sorted(levels.items()))}; "
          f"{len(set(s[1] for s in summary))} subjects")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
