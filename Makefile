# Set-up and everyday commands. `make chat` and `make test` work on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: chat test index eval fit bench run clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

chat: $(STAMP)
	$(BIN)/python -m bot chat

test: $(STAMP)
	$(BIN)/python -m ruff check knowledge bot benchmarks tests
	$(BIN)/python -m mypy knowledge bot benchmarks
	$(BIN)/python -m pytest

index: $(STAMP)
	$(BIN)/python -m bot index

eval: $(STAMP)
	$(BIN)/python -m benchmarks.evalsets

fit: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m benchmarks.fit_policy
	$(BIN)/python -m benchmarks.fit_kinds
	$(BIN)/python -m benchmarks.fit_rerank

bench: $(STAMP)
	$(BIN)/python -m bot bench

run: $(STAMP)
	$(BIN)/python -m bot run

clean:
	rm -rf $(VENV) .pytest_cache
