"""Every English rule, in the order the grammar modules build on each other."""

from __future__ import annotations

from ingest.timeparse.grammar_en_clock import CLOCK_RULES
from ingest.timeparse.grammar_en_compose import COMPOSE_RULES
from ingest.timeparse.grammar_en_compound import RULES as COMPOUND_RULES
from ingest.timeparse.grammar_en_periods import PERIOD_RULES
from ingest.timeparse.rules import Rule

RULES: list[Rule] = COMPOUND_RULES + COMPOSE_RULES + CLOCK_RULES + PERIOD_RULES
