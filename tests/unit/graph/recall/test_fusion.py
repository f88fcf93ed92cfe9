"""The calibration of similarity components (graph.recall.fusion)."""

from __future__ import annotations

import dataclasses

import pytest

from graph.recall.fusion import Scale, fit_scales
from graph.recall.recipes import RECIPES
from graph.recall.types import ScoreBreakdown


def test_a_scale_maps_its_floor_to_zero_and_its_top_to_one() -> None:
    scale = Scale(floor=0.3, top=1.0)
    assert scale(0.2) == 0.0
    assert scale(0.3) == 0.0
    assert scale(0.65) == pytest.approx(0.5)
    assert scale(1.0) == pytest.approx(1.0)
    assert Scale(floor=0.5, top=0.5)(0.9) == 0.0


def test_the_fixed_scaling_uses_the_recipes_floors() -> None:
    recipe = dataclasses.replace(RECIPES["default"], semantic_floor=0.3, semantic_en_floor=0.4)
    scales = fit_scales([ScoreBreakdown(semantic=0.9, semantic_en=0.9)], recipe)
    assert scales.semantic == Scale(floor=0.3)
    assert scales.semantic_en == Scale(floor=0.4)


def test_the_pool_scaling_runs_from_a_quantile_of_the_candidates_to_their_best() -> None:
    recipe = dataclasses.replace(
        RECIPES["default"], similarity_scaling="pool", similarity_pool_quantile=0.5
    )
    pool = [ScoreBreakdown(semantic=value, semantic_en=value / 2) for value in (0.2, 0.4, 0.6)]
    scales = fit_scales([*pool, ScoreBreakdown()], recipe)
    # Candidates without the similarity (0: no English vector) are left out of the fit.
    assert scales.semantic == Scale(floor=0.4, top=0.6)
    assert scales.semantic_en == Scale(floor=0.2, top=0.3)
    assert scales.semantic(0.6) == pytest.approx(1.0)
    assert scales.semantic(0.3) == 0.0


def test_the_multilingual_floor_is_kept_only_beside_the_english_vector() -> None:
    recipe = dataclasses.replace(RECIPES["default"], semantic_floor=0.3)
    assert fit_scales([], recipe, english=False).semantic == Scale(floor=0.0)
    assert fit_scales([], recipe, english=True).semantic == Scale(floor=0.3)
