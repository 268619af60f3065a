"""The cross-encoder: its tokenizer against the reference one, its forward pass against PyTorch's, its files."""

from __future__ import annotations

import dataclasses
import json
import logging
import zipfile
from pathlib import Path

import numpy as np
import pytest

import knowledge.matcher as matcher_module
import knowledge.support as support_module
from knowledge.crossencoder import (
    SHAPE,
    VOCAB_FILE,
    WEIGHTS_FILE,
    CrossEncoder,
    DamagedWeights,
    WordPiece,
    basic_words,
    load_cross_encoder,
    one_question,
    read_weights,
)
from knowledge.index import FactIndex
from knowledge.weights import WEIGHTS
from tests.digests import one_digest_index

DATA = Path(__file__).parents[1] / "data"
HELDOUT = DATA / "heldout"
TOKENS = json.loads((DATA / "cross_encoder_tokens.json").read_text(encoding="utf-8"))["pairs"]
LOGITS = json.loads((DATA / "cross_encoder_logits.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def shipped() -> CrossEncoder:
    """The shipped cross-encoder."""
    model = load_cross_encoder()
    assert model is not None
    return model


@pytest.mark.parametrize("case", TOKENS, ids=lambda c: c["question"][:24])
def test_tokens_are_the_reference_tokenizers(case: dict[str, object]) -> None:
    """Accents, CJK, emoji, control and zero-width characters, long words and long pairs: the ids the model learned."""
    tok = WordPiece(VOCAB_FILE.read_text(encoding="utf-8").splitlines())
    ids, types = tok.pair(tok.encode(str(case["question"])), tok.encode(str(case["fact"])))
    assert ids == case["ids"]
    assert types == case["types"]
    assert len(ids) <= SHAPE.max_tokens


def test_basic_words_split_punctuation_and_strip_accents() -> None:
    """Lower case, accents gone, each punctuation mark a word, control characters dropped."""
    assert basic_words("Zürich's CEO\u0007 (Ünal), 3.1bn!") == ["zurich", "'", "s", "ceo", "(", "unal", ")", ",",
                                                                "3", ".", "1bn", "!"]


def test_forward_pass_gives_pytorchs_logits(shipped: CrossEncoder) -> None:
    """The numpy forward pass over the shipped weights gives the logits PyTorch gave for the same weights."""
    for case in LOGITS["pairs"]:
        assert shipped.scores(case["question"], case["facts"]) == pytest.approx(case["logits"], abs=2e-3)


def test_scores_are_the_same_one_by_one_and_packed(shipped: CrossEncoder) -> None:
    """Packing pairs of different lengths changes nothing: each fact's score is its own."""
    facts = ["The line has 14 stops.", "Riders made 41,000 trips in the first week of the new tram line.", "x"]
    packed = shipped.scores("how many stops does the tram line have?", facts)
    alone = [shipped.scores("how many stops does the tram line have?", [f])[0] for f in facts]
    assert packed == pytest.approx(alone, abs=1e-4)
    assert shipped.scores("anything", []) == []


def test_one_question_computes_each_pair_once(shipped: CrossEncoder, monkeypatch: pytest.MonkeyPatch) -> None:
    """While one question is answered, a pair already scored is not computed again (its logit is the one computed);
    outside ``one_question`` nothing is remembered, and after it its pairs are forgotten."""
    question, facts = "how many stops does the tram line have?", ["The line has 14 stops.", "Riders made 41,000 trips."]
    computed: list[list[str]] = []
    compute = CrossEncoder._scores

    def counted(self: CrossEncoder, q: str, texts: list[str]) -> list[float]:
        """The pass, noting which facts it computed."""
        computed.append(list(texts))
        return compute(self, q, texts)

    monkeypatch.setattr(CrossEncoder, "_scores", counted)
    with one_question():
        first = shipped.scores(question, facts)
        again = shipped.scores(question, [facts[1], "The tram opened in May.", facts[1]])
        assert again[0] == again[2] == first[1]
        assert computed == [facts, ["The tram opened in May."]]
        assert shipped.scores("how long is the tram line?", facts[:1]) and computed[-1] == facts[:1]  # another question
    shipped.scores(question, facts)
    with one_question():
        shipped.scores(question, facts)
    assert computed[-2:] == [facts, facts]


def test_it_prefers_the_fact_that_holds_the_answer(shipped: CrossEncoder) -> None:
    """Facts sharing the question's words, one holding what is asked: that one scores highest."""
    facts = ["The Halvern tram line was approved by the city council in a vote last spring.",
             "The Halvern tram line will have 14 stops between the station and the harbour.",
             "Work on the Halvern tram line is due to finish next year."]
    scores = shipped.scores("how many stops will the halvern tram line have?", facts)
    assert max(range(3), key=scores.__getitem__) == 1
    scores = shipped.scores("who approved the halvern tram line?", facts)
    assert max(range(3), key=scores.__getitem__) == 0


def test_odd_input_scores_without_error(shipped: CrossEncoder) -> None:
    """Empty, 10,000-character, control-character and emoji questions: one finite score per fact."""
    for question in ("", "?" * 10_000, "\x00\x07\u202e\ufeff", "🙂" * 300, "word " * 3000):
        got = shipped.scores(question, ["A fact.", "word " * 500])
        assert len(got) == 2 and all(np.isfinite(got))


def test_missing_files_leave_the_linear_order(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """No weights file or no vocabulary: no cross-encoder, a warning naming the missing file."""
    with caplog.at_level(logging.WARNING, logger="knowledge.crossencoder"):
        assert load_cross_encoder(tmp_path / "none.npz", VOCAB_FILE) is None
        assert load_cross_encoder(WEIGHTS_FILE, tmp_path / "none.txt") is None
    assert "none.npz" in caplog.text and "none.txt" in caplog.text


def _rewrite(tmp_path: Path, change: dict[str, np.ndarray | None]) -> Path:
    """A copy of the shipped weights file with some arrays replaced (None: removed)."""
    with np.load(WEIGHTS_FILE, allow_pickle=False) as npz:
        arrays = {k: npz[k] for k in npz.files}
    for k, v in change.items():
        if v is None:
            arrays.pop(k)
        else:
            arrays[k] = v
    path = tmp_path / "w.npz"
    np.savez(path, **arrays)  # type: ignore[arg-type]  # numpy's stub types **kwds as ArrayLike under a bool first arg
    return path


@pytest.mark.parametrize("change,says", [
    ({"head.bias": None}, "no weight 'head.bias'"),
    ({"head.bias": np.array([np.nan], dtype=np.float32)}, "not a finite number"),
    ({"encoder.layer.0.output.dense.weight:scale": np.ones(3, dtype=np.float32)}, "no scale for each of its rows"),
    ({"embeddings.LayerNorm.weight": np.ones(7, dtype=np.float32)}, "has shape (7,)"),
    ({"embeddings.LayerNorm.bias": np.array(["x"] * SHAPE.hidden)}, "not stored as numbers"),
])
def test_tampered_weights_are_refused_with_a_reason(tmp_path: Path, change: dict[str, np.ndarray | None], says: str) -> None:
    """A removed, non-finite, mis-scaled, mis-shaped or non-numeric weight: refused, saying which and why."""
    vocab = VOCAB_FILE.read_text(encoding="utf-8").splitlines()
    with pytest.raises(DamagedWeights, match=None) as err:
        CrossEncoder(read_weights(_rewrite(tmp_path, change)), vocab)
    assert says in str(err.value)


def test_pickled_or_broken_files_never_run_code(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """An object array (which would unpickle), a cut-off archive or plain text: refused, the linear order stands."""
    pickled = tmp_path / "p.npz"
    np.savez(pickled, boom=np.array([object()], dtype=object))
    cut = tmp_path / "cut.npz"
    cut.write_bytes(WEIGHTS_FILE.read_bytes()[:5000])
    text = tmp_path / "t.npz"
    text.write_text("not weights", encoding="utf-8")
    for path in (pickled, cut, text):
        with pytest.raises(DamagedWeights):
            read_weights(path)
        with caplog.at_level(logging.WARNING, logger="knowledge.crossencoder"):
            assert load_cross_encoder(path, VOCAB_FILE) is None
        assert "damaged" in caplog.text
    assert zipfile.is_zipfile(WEIGHTS_FILE)


def test_matcher_answers_with_its_first_but_decides_as_before() -> None:
    """The answer is the cross-encoder's first of the best candidates; whether to answer is decided before it."""
    m = one_digest_index("The Halvern tram line was approved by the city council in a vote last spring",
                         "The Halvern tram line will have 14 stops between the station and the harbour",
                         "Riders on the Halvern tram line made 41,000 trips in its first week").matcher
    assert m.cross_encoder is not None
    stops = m.answer("how many stops will the halvern tram line have?")
    assert stops.answered and stops.facts[0].text.startswith("The Halvern tram line will have 14 stops")
    assert not m.answer("what is the price of bread in paris").answered


def test_pair_tokens_counts_what_the_pass_reads(shipped: CrossEncoder) -> None:
    """The token count the matcher budgets with is the pair's length, capped as the tokenizer caps it."""
    for fact in ("The line has 14 stops.", "word " * 400):
        ids, _ = shipped.tok.pair(shipped.tok.encode("how many stops?"), shipped.tok.encode(fact))
        assert shipped.pair_tokens("how many stops?", fact) == len(ids)


@pytest.fixture(scope="module")
def court() -> FactIndex:
    """A blind story of tests/data/heldout: a competition authority's ruling against a delivery platform."""
    return FactIndex.build(HELDOUT / "court")


@pytest.mark.parametrize("question,said", [
    ("how long has pratto got to drop the clauses", "within 60 days"),
])
def test_where_only_the_fitted_decision_refuses_its_confident_first_answers(
        court: FactIndex, monkeypatch: pytest.MonkeyPatch, question: str, said: str) -> None:
    """Every check passes the best fact and only the fitted decision refuses: the cross-encoder's first answers when it
    reads it as holding the answer (``cross_rescue``); without that, the bot abstains."""
    rescued = court.matcher.answer(question)
    assert rescued.answered and said in rescued.answer
    monkeypatch.setattr(matcher_module, "W", dataclasses.replace(WEIGHTS, cross_rescue=float("inf")))
    assert not court.matcher.answer(question).answered


@pytest.mark.parametrize("question", ["what was pratto's revenue last year", "which judge dissented in the pratto ruling?",
                                      "how much was pratto's ceo fined personally"])
def test_what_it_rescues_is_never_a_near_fact_for_a_detail_the_digests_lack(court: FactIndex, question: str) -> None:
    """Near-misses the fitted decision refuses stay refused: the cross-encoder reads no fact as holding their answer."""
    assert not court.matcher.answer(question).answered


@pytest.mark.parametrize("story,question,said", [
    ("heist", "which paintings did they get back", "Police have recovered two of the five paintings"),
    ("chess", "how long was game 9 paused for", "halted for 11 minutes"),
])
def test_it_reads_the_second_stages_best_candidates(story: str, question: str, said: str) -> None:
    """The cross-encoder reads the linear second stage's best candidates: a fact the first stage ranks below its best
    three, and the second stage among them, answers."""
    m = FactIndex.build(HELDOUT / story).matcher
    scored, _ = m.rank(m.parse_question(question))
    assert m.reranker is not None
    assert not any(said in s.entry.fact.text for s in scored[:WEIGHTS.cross_candidates])
    linear = m._reordered(scored)
    assert any(said in s.entry.fact.text for s in linear[:WEIGHTS.cross_candidates])
    answer = m.answer(question)
    assert answer.answered and said in answer.answer


@pytest.mark.parametrize("story,question,said,refusal", [
    ("boilerban", "when did councillors vote it through", "March 18", "nothing in them mentions"),
    ("currency", "how much did they knock the currency down by", "2.44", "nothing in them mentions"),
    ("dronedelivery", "where did the drone crash", "Millbrook Road", "nothing in them mentions \u201ccrash\u201d"),
    ("smartlock", "which law firm is suing them", "Pemberton Greaves", "nothing in them mentions \u201claw\u201d"),
    ("rocket", "how much were the destroyed satellites worth", "$112 million", "The digests don't say."),
    ("cablecar", "when did the cabin depart from the valley station", "10:46", "doesn't mention \u201cdepart\u201d"),
    ("ransomware", "when did they first sneak into the network", "01-27", "doesn't mention \u201csneak\u201d"),
])
def test_a_question_in_other_words_is_read_past_when_it_is_sure(monkeypatch: pytest.MonkeyPatch, story: str,
                                                                question: str, said: str, refusal: str) -> None:
    """The decision refused for a word no fact has ("councillors", "knock"), or a refusal check refused only for the
    words the question is in (a general word no fact has, "crash" for "fell onto"; nothing matching well enough; a verb
    the best fact lacks, "depart" for "had left"):
    the cross-encoder's first answers when it reads it as holding the answer at ``cross_rescue_excused`` or more;
    without that, the bot abstains with that refusal."""
    _read_past(monkeypatch, HELDOUT / story, question, said, refusal, "cross_rescue_excused")


def _read_past(monkeypatch: pytest.MonkeyPatch, folder: Path, question: str, said: str, refusal: str,
               weight: str) -> None:
    """Assert the bot answers with ``said``, as another story's answer (``as_other``) abstains bare with ``refusal``,
    and with ``weight`` switched off abstains with ``refusal``."""
    index = FactIndex.build(folder)
    rescued = index.answer(question)
    assert rescued.answered and said in rescued.answer
    other = index.matcher.answer(question, as_other=True)  # beside a better answer: nothing is read past a refusal
    assert not other.answered and refusal in other.answer and not other.suggestions and other.closest is None
    monkeypatch.setattr(matcher_module, "W", dataclasses.replace(WEIGHTS, **{weight: float("inf")}))
    refused = index.matcher.answer(question)
    assert not refused.answered and refusal in refused.answer


@pytest.mark.parametrize("story,question,refusal", [
    ("merger", "who is nettlefield's chief executive?", "names the chief executive of Calloway, not of nettlefield"),
    ("cyclone", "how much has the gulf relief alliance spent on all this", "not for \u201cgulf\u201d"),
])
def test_a_changed_detail_stands_however_sure_it_is(story: str, question: str, refusal: str) -> None:
    """A near-miss whose best fact a check finds a changed detail in (another firm's chief executive, another
    alliance's spending): the refusal stands though the cross-encoder reads that fact as holding the answer at
    ``cross_rescue_excused`` or more."""
    m = FactIndex.build(HELDOUT / story).matcher
    scored, _ = m.rank(m.parse_question(question))
    linear = m._reordered(scored)
    _, best = m.cross_order(question, linear, linear[0])
    assert best >= WEIGHTS.cross_rescue_excused
    refused = m.answer(question)
    assert not refused.answered and refusal in refused.answer


@pytest.mark.parametrize("folder,question,said,refusal", [
    ("heldout/royalties", "how many subs does tunevale have now", "65.3 million", "counts something else"),
    ("heldout/sugartax", "did the soda companies win their court case?", "dismissed the case",
     "tells only what is still to come"),
    ("articles/murano", "Who founded the Museo del Vetro?", "Vincenzo Zanetti", "says it was founded, not by whom"),
])
def test_another_fact_answers_where_the_best_ones_detail_is_refused(monkeypatch: pytest.MonkeyPatch, folder: str,
                                                                     question: str, said: str, refusal: str) -> None:
    """A check refused the best fact for a detail it lacks ("the museum, founded in 1861", no founder): another fact
    the cross-encoder reads first at ``cross_rescue_other`` or more, which every check passes, answers; without that,
    the bot abstains with the check's refusal."""
    _read_past(monkeypatch, DATA / folder, question, said, refusal, "cross_rescue_other")


@pytest.mark.parametrize("story,question,lacked", [
    ("dengue", "when did crews stop draining the tyres at quay 7", "stop"),
    ("windfarm", "when did caldra lose the contract in the orca-2 auction", "lose"),
])
def test_an_opposite_deed_is_not_read_past(monkeypatch: pytest.MonkeyPatch, story: str, question: str,
                                           lacked: str) -> None:
    """A verb the best fact lacks, where the cross-encoder's first tells the opposite deed ("began draining" for
    "stop draining", "won a contract" for "lose the contract"): the refusal stands, though it reads that fact as
    holding the answer; without the opposite deeds of world.json it would answer."""
    index = FactIndex.build(HELDOUT / story)
    refused = index.answer(question)
    assert not refused.answered and f"doesn't mention \u201c{lacked}\u201d" in refused.answer
    monkeypatch.setattr(support_module, "OPPOSITE_DEEDS", {})
    assert index.matcher.answer(question).answered


@pytest.mark.parametrize("story,question", [
    ("merger", "how many stores does greenlow run today?"),
    ("avalanche", "how many skiers were on the mountain at arvenstock that day?"),
])
def test_an_answer_it_reads_as_none_is_withdrawn(monkeypatch: pytest.MonkeyPatch, story: str, question: str) -> None:
    """A near-miss the decision would answer with a neighbour (the group's stores after the sale, not Greenlow's; the
    dead, not the skiers on the mountain): the cross-encoder reads none of the best three as holding the answer (below
    ``cross_veto``), so the bot abstains and shows the closest fact; without the veto it answers."""
    index = FactIndex.build(HELDOUT / story)
    withdrawn = index.answer(question)
    assert not withdrawn.answered and withdrawn.closest is not None
    monkeypatch.setattr(matcher_module, "W", dataclasses.replace(WEIGHTS, cross_veto=float("-inf")))
    assert index.matcher.answer(question).answered
