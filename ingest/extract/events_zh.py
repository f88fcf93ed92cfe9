"""Chinese event rules: a verb from the table, with a marker of plan, completion or status.

    "我下周要去杭州出差三天"    去, planned (要 + a future time)
    "今天我去了公园散步"        去, done (了)
    "我的电脑又坏了"            坏, open (status words need no first-person subject)

A dropped subject is the speaker's, as Chinese usually drops it. Single-character verbs count
only next to an aspect or modal marker, so that 开心 or 看起来 are not read as 开 or 看. Time
phrases are masked before the scan, so 去年 is a year, not 去.
"""

from __future__ import annotations

import re

from graph.model import EventStatus
from ingest.extract.parsed import ParsedEvent

_HYPOTHETICAL = re.compile(
    "如果|要是|假如|假设|万一|的话|是否|能不能|可不可以|会不会|没说过|没有说过|从没说|不是说"
)
# A habit or a request is no event: 每天下午四点放学, 以后别给我安排.
_NOT_EVENT = re.compile(
    "每天|每周|每次|每个月|平时|一般|经常|总是|通常|别给|别帮|不要给|不用给|希望|天天|整天|"
    "老是|尽量"
)
_OTHER_SUBJECT = re.compile("^(?:它|大家|别人)")
# Someone close to the user, or the service, as the actor: 她下周六过生日, 你们App昨晚给我推了…
_THIRD_PERSON = re.compile("^(?:他们|她们|他|她)")
_SERVICE = re.compile("^(?:你们|你)")
_TO_ME = re.compile("给我|把我|跟我|对我|帮我|我的")
_FORCED = re.compile("只好|只能|不得不")
_REQUEST_END = re.compile("吧[！!。~ ]*$")
# Reported speech of someone else: 我妈说明年还想去北海道 is her plan, not the speaker's.
_REPORTED = re.compile("(?<![我])(?:说|觉得|认为|希望)(?!过)")
_MAX_REPORTER = 4
_STRICT = frozenset({"提", "请"})
"""One-character verbs read only right before a marker: 提 is mostly 提到, 提醒, 提前, and 请
mostly "please"."""
_RANGE_ENDS = frozenset("□0123456789一二三四五六七八九十两点")  # □ is a masked time phrase
_TOLD = re.compile("[跟和对给]")
_FIRST_PERSON = re.compile("我们|咱们|我")
_STATUS: tuple[tuple[str, str, EventStatus], ...] = (
    ("坏掉了", "坏", EventStatus.OPEN), ("坏了", "坏", EventStatus.OPEN),
    ("出问题", "出问题", EventStatus.OPEN), ("出故障", "故障", EventStatus.OPEN),
    ("故障", "故障", EventStatus.OPEN), ("死机", "死机", EventStatus.OPEN),
    ("不能用", "不能用", EventStatus.OPEN), ("用不了", "不能用", EventStatus.OPEN),
    ("打不开", "打不开", EventStatus.OPEN), ("丢了", "丢失", EventStatus.OPEN),
    ("被偷", "被偷", EventStatus.OPEN), ("生病", "生病", EventStatus.OPEN),
    ("发烧", "发烧", EventStatus.OPEN), ("投诉", "投诉", EventStatus.OPEN),
    ("延误", "延误", EventStatus.OPEN), ("摔伤", "受伤", EventStatus.OPEN),
    ("受伤", "受伤", EventStatus.OPEN),
    ("修好", "修好", EventStatus.RESOLVED), ("修理好", "修好", EventStatus.RESOLVED),
    ("维修好", "修好", EventStatus.RESOLVED), ("修复", "修复", EventStatus.RESOLVED),
    ("换好了", "更换", EventStatus.RESOLVED), ("处理好了", "解决", EventStatus.RESOLVED),
    ("解决了", "解决", EventStatus.RESOLVED), ("搞定", "解决", EventStatus.RESOLVED),
    ("弄好了", "修好", EventStatus.RESOLVED), ("恢复了", "恢复", EventStatus.RESOLVED),
    ("退款了", "退款", EventStatus.RESOLVED), ("康复", "康复", EventStatus.RESOLVED),
    ("掉电", "掉电", EventStatus.OPEN), ("耗电", "耗电", EventStatus.OPEN),
    ("开不了机", "开不了机", EventStatus.OPEN), ("无法开机", "开不了机", EventStatus.OPEN),
    ("进水", "进水", EventStatus.OPEN), ("划了", "划伤", EventStatus.OPEN),
    ("扭了", "扭伤", EventStatus.OPEN), ("摔了", "摔", EventStatus.OPEN),
    ("被裁", "被裁", EventStatus.OPEN), ("裁员", "被裁", EventStatus.OPEN),
    ("漏发", "漏发", EventStatus.OPEN), ("没发货", "未发货", EventStatus.OPEN),
    ("还没到", "未送达", EventStatus.OPEN), ("卡住", "卡住", EventStatus.OPEN),
    ("闪了", "闪到", EventStatus.OPEN), ("拉伤", "拉伤", EventStatus.OPEN),
    ("退烧", "退烧", EventStatus.RESOLVED), ("到账", "到账", EventStatus.RESOLVED),
    ("填错", "填错", EventStatus.OPEN), ("写错", "写错", EventStatus.OPEN),
    ("发错", "发错", EventStatus.OPEN), ("赶不上", "赶不上", EventStatus.CANCELLED),
    ("取消了", "取消", EventStatus.CANCELLED), ("取消", "取消", EventStatus.CANCELLED),
    ("不去了", "取消", EventStatus.CANCELLED), ("推迟", "推迟", EventStatus.CANCELLED),
)  # fmt: skip
_VERBS = sorted(
    (
        "参加 出差 旅行 旅游 出发 回来 回家 报名 注册 开始 完成 结束 学习 学会 练习 锻炼 健身 "
        "跑步 游泳 爬山 散步 徒步 购买 预订 预约 搬家 装修 安装 升级 下载 见面 遇到 认识 拜访 "
        "参观 逛街 收到 考试 面试 结婚 离婚 毕业 入职 辞职 加班 请假 住院 手术 举办 组织 "
        "捐赠 捐 志愿 表演 演出 比赛 开车 拍照 旅居 野餐 露营 搬 换 修 吃 喝 看 读 写 画 做 玩 "
        "听 打 考 买 卖 订 见 带 送 逛 去 来 回 到 住 养 种 烤 煮 学 教 骑 拍 租 办 弹 唱 跳 "
        "看到 听到 碰到 遇见 学做 跑 尝试 尝 聚会 聚餐 庆祝 生日 约 约会 试 换了 "
        "认识 发现 决定 选择 申请 辞 开 跳槽 换工作 转行 调职 "
        "退掉 退货 退款 退 下单 签收 更新 面试 请了 请假 出生 怀孕 提车 交房 赔偿 索赔 报修 "
        "取件 寄回 发货 催 改签 升职 涨工资 复查 体检 上课 开学 放学 换了 暂停 停 "
        "拿到 签 签约 发 接 坐 面了 面过 请了 休了 提车 订好 订了 退烧 推 泼 取走 下了 改约 摔 "
        "入学 退休 出院 报到 上岗 转正 离职 分手 订婚 退回 花 装 模考 模拟考 提 请"
    ).split(),
    key=len,
    reverse=True,
)
_VERB = re.compile("|".join(dict.fromkeys(_VERBS)))
_NOT_VERBS = frozenset(
    "开心 开始 看起来 看来 看法 看看 到底 到处 来说 来自 上面 学校 学生 做法 玩具 回忆 "
    "后来 原来 本来 将来 未来 带来 打算 画面 画家 跳舞 说来 吃饭 开车 开会 打电话 考虑 "
    "出来 起来 下来 上来 教练 取件码 发票 花生 花园 花店 鲜花 提到 提醒 提前 提出 提供 提高 提示 "
    "装饰 提议".split()
)
_PLANNED = re.compile("将要|打算|准备|计划|预计|想要|考虑|要|将|会|想")
# A plan word may stand a few characters before its verb: 打算给家里换, 准备下周去.
_PLAN_WORDS = re.compile("将要|打算|准备|计划|预计|想要|决定|目标是")
# Colloquial short forms read as their full verb: 面了一家公司 is an interview.
_SHORT_FORMS = {"面了": "面试", "面过": "面试", "推": "推送", "下了": "下单", "取走": "取件"}
# Separable verbs (离合词) take words between their halves: 请了一天假 is 请假.
_SEPARABLE = {"请": "假", "休": "假", "放": "假", "加": "班", "搬": "家", "出": "差", "见": "面",
              "结": "婚", "开": "会", "睡": "觉", "洗": "澡", "看": "病", "提": "车"}  # fmt: skip
_SEPARABLE_SPAN = 6
# A resultative complement after a one-character verb (搬到苏州了, 买好了) marks it as done.
_COMPLEMENTS = tuple("到好完走上进回出掉成")
_DONE = re.compile("已经|刚刚|刚|终于")
_ONGOING = re.compile("正在|在")
_AFTER_VERB_DONE = ("了", "过", "完")
_PREFERENCE = re.compile("喜欢|爱|讨厌|希望|觉得|认为|想念|感觉|推荐|建议")
_MASK = "□"
_MAX_OBJECT = 16
_WINDOW = 24


def parse_event_zh(clause: str, time_spans: list[tuple[int, int]]) -> ParsedEvent | None:
    """The event `clause` reports, or None. `time_spans` (offsets in `clause`) are masked."""
    masked = _mask(clause, time_spans)
    if _HYPOTHETICAL.search(masked) or _NOT_EVENT.search(masked):
        return None
    status_event = _status_event(masked)
    if status_event is not None:
        return status_event
    opening = masked.lstrip(_MASK + " ")
    if _OTHER_SUBJECT.match(opening) or _reported(masked):
        return None
    service = _SERVICE.match(opening)
    if service is not None and not _TO_ME.search(opening):
        return None  # 你喜欢…, 你说…: about the agent, no event of the user's
    actor = _THIRD_PERSON.match(opening) or service
    for match in _VERB.finditer(masked):
        verb = match.group()
        if (
            masked[max(0, match.start() - 1) : match.start() + 1] in _NOT_VERBS
            or masked[match.start() : match.start() + 3] in _NOT_VERBS
            or (
                masked[match.start() : match.start() + 2] in _NOT_VERBS
                and verb != masked[match.start() : match.start() + 2]
            )
        ):
            continue
        # Bounded windows keep a long clause without commas linear.
        before = masked[max(0, match.start() - _WINDOW) : match.start()]
        after = masked[match.end() : match.end() + _WINDOW]
        if _PREFERENCE.search(before) or re.search("不(?!过)|没|别", before[-3:]):
            return None
        if verb == "下了" and "单" not in after[:4]:
            continue  # 下了一单 is an order; 下了雨 is weather
        if verb in _STRICT and not after.startswith(("了", "的", "好", "完")):
            continue  # 提 only as 提了 / 提的: 车提了, 今天下午提的
        if verb == "到" and before[-1:] in _RANGE_ENDS and after[:1] in _RANGE_ENDS:
            continue  # 六点到七点半: a range, not an arrival
        status, confidence = _status(before, after, time_spans)
        if verb.endswith(("了", "过")) and status is not EventStatus.PLANNED:
            status, confidence = EventStatus.DONE, 0.85  # 换了份工作, 请了一天假
        if status in {None, EventStatus.UNKNOWN} and len(verb) > 1 and _REQUEST_END.search(after):
            status, confidence = EventStatus.PLANNED, 0.7  # 改签中午那班吧: the user's decision
        if status is None or (len(verb) == 1 and not _marked(before, after)):
            continue
        action = _fronted(verb, before) or _action(verb, after)
        if actor is not None:
            owner = actor.group()
            return ParsedEvent(action, _object(after), status, owner, False, 0.7)
        first_person = bool(_FIRST_PERSON.search(before)) or not before.strip(_MASK + " ，")
        return ParsedEvent(
            action,
            _object(after),
            status,
            None,
            True,
            confidence * (1.0 if first_person else 0.9),
        )
    return None


def _status(
    before: str, after: str, time_spans: list[tuple[int, int]]
) -> tuple[EventStatus | None, float]:
    words = before.replace(_MASK, "")  # 我想□□□带: the plan word stands before the time
    if _PLANNED.search(words[-4:]) or _PLAN_WORDS.search(words[-8:]):
        return EventStatus.PLANNED, 0.8
    if _FORCED.search(words[-6:]):
        return EventStatus.DONE, 0.7  # 只好改去看电影: what the speaker was driven to do
    if "被" in words[-12:] and (after.startswith(_COMPLEMENTS) or "了" in after[:4]):
        return EventStatus.DONE, 0.8  # 被果汁泼到, 被取走了: done to the speaker
    if (
        after.startswith(_AFTER_VERB_DONE)
        or _DONE.search(before)
        or "了" in after[:8]
        or _focus_de(after)
    ):
        return EventStatus.DONE, 0.85
    if _ONGOING.search(before[-3:]):
        return EventStatus.UNKNOWN, 0.6
    if time_spans:
        return EventStatus.UNKNOWN, 0.6
    return None, 0.0


def _reported(masked: str) -> bool:
    """Whether the clause opens with another person's words: 我妈说…, 医生觉得…, 床品我室友说…
    ("我跟他说…" is the speaker's own words)."""
    found = _REPORTED.search(masked)
    if found is None or found.start() == 0:
        return False
    before = masked[: found.start()].replace(_MASK, "")
    speaker = before[before.rfind("我") + 1 :] if "我" in before else before
    speaker = speaker.lstrip("们的")
    return 0 < len(speaker) <= _MAX_REPORTER and not _TOLD.search(before)


def _focus_de(after: str) -> bool:
    """是…的 with the verb last: 上周五签的, 前天到的, 今天下午提的 (said of a done thing)."""
    return after.replace(_MASK, "").rstrip("！!。~ ") == "的"


def _action(verb: str, after: str) -> str:
    """The verb as a reader names it: 面了 → 面试, 请了一天假 → 请假, 换了 → 换."""
    if verb in _SHORT_FORMS:
        return _SHORT_FORMS[verb]
    base = verb[:-1] if len(verb) == 2 and verb.endswith("了") else verb
    second = _SEPARABLE.get(base)
    if second is not None and second in after[:_SEPARABLE_SPAN]:
        return base + second
    return base


def _fronted(verb: str, before: str) -> str | None:
    """A separable verb whose object was put first: 车提了 → 提车, 假请好了 → 请假."""
    second = _SEPARABLE.get(verb)
    if second is not None and before.rstrip(_MASK).endswith(second):
        return verb + second
    return None


def _marked(before: str, after: str) -> bool:
    """Whether a one-character verb sits next to a marker, a subject or a time phrase."""
    tail = before.rstrip("也还都又就再一起才")
    return (
        after.startswith(_AFTER_VERB_DONE)
        or _focus_de(after)
        or (after.startswith(_COMPLEMENTS) and "了" in after[:8])
        or tail.endswith(("终于", "已经", "刚刚"))
        or ("被" in tail[-12:] and after.startswith(_COMPLEMENTS))
        or tail.endswith(
            ("我", "我们", "咱们", _MASK, "要", "会", "想", "将", "去", "来", "刚", "在", "经")
        )
        or bool(_PLANNED.search(tail[-2:]))
        or bool(_PLAN_WORDS.search(tail[-8:]))
    )


def _status_event(masked: str) -> ParsedEvent | None:
    for word, action, status in _STATUS:
        position = masked.find(word)
        if position < 0 or masked[max(0, position - 1) : position] in {"不", "没"}:
            continue
        subject = masked[:position].strip(_MASK + " ，又也还都已经终于")
        subject = subject.rstrip("又也还都就终于")
        intends = subject.endswith(("要", "想", "打算", "准备"))
        if intends:
            subject = subject.rstrip("要想打算准备")  # 我要投诉: said now, of now
        thing = _object(masked[position + len(word) :])
        owner = None if subject in {"", "我", "我们", "咱们"} else subject
        first_person = owner is None or owner.startswith(("我", "咱们"))
        return ParsedEvent(
            action, thing or owner, status, owner, first_person, 0.8, own_time=intends
        )
    return None


def _object(after: str) -> str | None:
    text = after.lstrip("了过着完")
    text = text.replace(_MASK, "")
    text = text.rstrip("了啊呀呢吧的哦啦嘛！!~ ")
    return text[:_MAX_OBJECT] or None


def _mask(clause: str, spans: list[tuple[int, int]]) -> str:
    characters = list(clause)
    for start, end in spans:
        for index in range(max(0, start), min(len(characters), end)):
            characters[index] = _MASK
    return "".join(characters)
