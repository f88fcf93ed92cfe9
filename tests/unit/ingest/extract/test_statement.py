"""Jobs stated in passing, budgets keyed by what they are for, and statements before a trailing
question, in both languages."""

from __future__ import annotations

import pytest

from ingest.extract.preferences_en import preferences_en
from ingest.extract.preferences_zh import preferences_zh
from ingest.extract.statement import stated_part


def _found(sentence: str) -> dict[tuple[str, str], str]:
    read = preferences_en if sentence.isascii() else preferences_zh
    return {(p.category, p.key): p.value for p in read(sentence)}


@pytest.mark.parametrize(
    ("sentence", "employer", "role"),
    [
        ("I've been an ER nurse at Kaiser for six years.", "Kaiser", "ER nurse"),
        ("Got an offer from Sutter Health as a clinical informatics analyst.", "Sutter Health",
         "clinical informatics analyst"),
        ("First week at Kontor done.", "Kontor", None),
        ("I handed in my notice at Brightwave Logistics.", "Brightwave Logistics", None),
        ("我在一家外包公司做测试三年了。", "外包公司", "测试"),
        ("上周五签的，一家做智能家居的公司，助理产品经理，月薪一万八", "做智能家居的公司",
         "助理产品经理"),
    ],
)  # fmt: skip
def test_a_job_stated_in_passing(sentence: str, employer: str, role: str | None) -> None:
    found = _found(sentence)
    assert found.get(("work", "employer")) == employer, found
    assert found.get(("work", "role")) == role, found


@pytest.mark.parametrize("sentence", ["入职第一周，事情好多", "My first week at school was fine."])
def test_a_time_after_joining_is_no_employer(sentence: str) -> None:
    assert ("work", "employer") not in _found(sentence)


@pytest.mark.parametrize(
    ("sentence", "city"),
    [
        ("I just handed in my notice here in Munich.", "Munich"),
        ("I need to find a flat in Berlin fast.", "Berlin"),
    ],
)
def test_a_city_stated_in_passing(sentence: str, city: str) -> None:
    assert _found(sentence).get(("location", "city")) == city


@pytest.mark.parametrize(
    ("sentence", "key"),
    [
        ("每个月外卖不超过800块", "外卖"),
        ("外卖预算还是改回800吧", "外卖"),
        ("接下来每个月养车的钱我想控制在一千五以内", "养车"),
        ("客厅家具加起来别超过三万", "家具"),
        ("我得留点钱修地板，剩下的家具预算压到一万五以内", "家具"),
        ("我想买辆车，预算15万以内", "general"),
        ("我想把预算提到18万", "general"),
    ],
)
def test_a_chinese_budget_is_keyed_by_what_it_is_for(sentence: str, key: str) -> None:
    budgets = [k for (category, k) in _found(sentence) if category == "budget"]
    assert budgets == [key]


@pytest.mark.parametrize(
    ("sentence", "lang", "head"),
    [
        ("我在一家外包公司做测试三年了，你觉得靠谱吗", "zh", "我在一家外包公司做测试三年了"),
        ("I'm a nurse at Kaiser, is that realistic?", "en", "I'm a nurse at Kaiser"),
        ("要不要改成电话，你觉得呢？", "zh", "要不要改成电话，你觉得呢？"),
        ("Should I switch to email, what do you think?", "en",
         "Should I switch to email, what do you think?"),
    ],
)  # fmt: skip
def test_the_statement_before_a_trailing_question(sentence: str, lang: str, head: str) -> None:
    assert stated_part(sentence, "zh" if lang == "zh" else "en") == head
