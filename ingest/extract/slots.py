"""The preference schema: a small vocabulary of slots, as data.

A slot is one `(category, key)` whose value is one canonical choice: the notification channel,
the language replies are written in, the home style. `cues` are the words that say a sentence is
about the slot; `values` map what people write, in English and Chinese, to one canonical value,
so "短信", "SMS" and "text message" are one value, and a preference stated in Chinese and changed
in English is one chain. A new value of a slot supersedes the current one (graph/versioning.py).

A slot whose cue is "*" has values distinctive enough to name it ("blunt", 繁体, 靠窗).
Words are matched case-insensitively; an ASCII word only as a whole word. A longer surface wins
over a shorter one that it contains ("微信支付" is a payment method, not the channel 微信).
Slots whose values are open (an address, an employer) are read by `open_slots.py`.
"""

from __future__ import annotations

from ingest.extract.slot_schema import Slot, slot
from ingest.extract.slots_services import SERVICE_SLOTS

__all__ = ["CHANGE_CUES", "SLOTS", "STRONG_CHANGE_CUES", "Slot"]

_CORE_SLOTS: tuple[Slot, ...] = (
    slot(
        "notification", "channel",
        "通知|联系|提醒|推送|发我|发给我|发到|打给我|通知我|联系我|notify|notification|"
        "notifications|reminder|reminders|remind|alert|alerts|contact|reach me|text me|call me|"
        "email me|message me|send|updates|only|just|发|打|只|statement|statements|bill|bills|账单",
        {
            "SMS": "短信|sms|text|texts|text message|text messages|texting",
            "email": "邮件|邮箱|电子邮件|email|e-mail|emails|mail",
            "WeChat": "微信|wechat|weixin",
            "phone": "电话|打电话|致电|来电|phone call|phone calls|call|calls|calling|phone|"
            "ring me|ring",
            "push": "推送|app推送|push|push notification|push notifications|app notifications",
            "WhatsApp": "whatsapp",
        },
    ),
    slot(
        "reply", "language",
        "回复|回答|回我|用|说|语言|交流|reply|replies|respond|answer|answers|write|talk|speak|"
        "language|in",
        {
            "Chinese": "中文|汉语|普通话|chinese|mandarin",
            "English": "英文|英语|english",
            "German": "德语|德文|german",
            "Japanese": "日语|日文|japanese",
            "French": "法语|法文|french",
            "Spanish": "西班牙语|spanish",
        },
    ),
    slot(
        "reply", "tone",
        "*",
        {
            "casual": "随意|轻松|口语化|像朋友|casual|relaxed|informal|friendly",
            "formal": "正式一点|正式些|正式点|正式的语气|书面|礼貌|formal|professional",
            "gentle": "温和|委婉|gentle|kind|kindly|softer",
            "direct": "直白|blunt|straightforward",
        },
    ),
    slot(
        "reply", "length",
        "回复|回答|说|字|reply|replies|answer|answers|response|responses|keep it|keep them",
        {
            "concise": "简短|简洁|精简|短一点|短点|concise|short|shorter|brief|to the point",
            "detailed": "详细|详尽|detailed|thorough|in depth|longer",
        },
    ),
    slot(
        "reply", "format",
        "格式|列|写|format|write|reply|replies|answer|answers|rather|prefer|bullet|bullets|prose|"
        "分点|段落",
        {
            "bullet points": "列表|分点|要点|bullet|bullets|bullet points|lists|list",
            "prose": "段落|成段|prose|paragraph|paragraphs",
        },
    ),
    slot(
        "reply", "script",
        "*",
        {"simplified Chinese": "简体|简体字|simplified", "traditional Chinese": "繁体|繁體|繁体字"},
    ),
    slot(
        "reply", "spelling",
        "spelling|spell|english|拼写",
        {
            "American": "american spelling|us spelling|american english|american|美式拼写|美式",
            "British": "british spelling|uk spelling|british english|british|英式拼写|英式",
        },
    ),
    slot(
        "device", "phone",
        "*",
        {
            "iPhone": "iphone|iphones|苹果手机",
            "Pixel": "pixel|google pixel",
            "Samsung": "samsung|galaxy|三星",
            "Xiaomi": "小米|xiaomi|红米|redmi",
            "Huawei": "华为|huawei|mate 50|mate 60",
            "OnePlus": "一加|oneplus",
            "Honor": "荣耀|honor",
            "OPPO": "oppo",
            "vivo": "vivo",
        },
    ),
    slot(
        "device", "computer",
        "*",
        {
            "MacBook": "macbook|macbook air|macbook pro|mac|苹果电脑",
            "ThinkPad": "thinkpad",
            "Dell": "dell|戴尔",
            "Surface": "surface",
            "Lenovo": "联想|lenovo",
            "Windows laptop": "windows laptop|windows电脑",
        },
    ),
    slot(
        "home", "style",
        "风格|风|家居|装修|客厅|卧室|style|decor|look|furnish|furnishing|furniture|interior|home",
        {
            "Nordic": "北欧|北欧风|scandinavian|nordic|scandi",
            "cream style": "奶油风|奶油|cream",
            "minimalist": "简约|极简|简约风|minimalist|minimal|minimalism",
            "light luxury": "轻奢|轻奢风",
            "industrial": "工业风|industrial",
            "Japanese": "日式|原木风|侘寂|japandi|wabi-sabi",
            "new Chinese": "新中式|中式",
            "mid-century modern": "mid-century|mid century|midcentury|mid-century modern",
            "Shaker": "shaker",
            "traditional": "traditional",
            "vintage": "复古|vintage|retro",
            "modern": "现代|现代风|modern|contemporary",
            "farmhouse": "田园|farmhouse|rustic",
            "boho": "波西米亚|boho|bohemian",
        },
    ),
    slot(
        "home", "colour tone",
        "色|颜色|色调|风格|家居|家具|colour|color|colours|colors|tone|tones|palette|decor|"
        "furniture|style|interior",
        {
            "dark": "深色|暗色|深色系|dark",
            "light": "浅色|亮色|浅色系|light|pale",
            "neutral": "中性色|neutral|neutrals",
            "pastel": "马卡龙色|pastel",
            "Morandi": "莫兰迪色|莫兰迪",
            "wood tone": "原木色|wood tone|natural wood",
        },
    ),
    slot(
        "app", "theme",
        "*",
        {
            "dark mode": "深色模式|暗色模式|夜间模式|黑暗模式|dark mode|dark theme|night mode",
            "light mode": "浅色模式|日间模式|light mode|light theme",
        },
    ),
    slot(
        "diet", "diet",
        "吃|饮食|吃素|diet|eat|eating|food|meals|vegetarian|vegan|pescatarian",
        {
            "vegetarian": "素食|吃素|素食者|vegetarian|veggie",
            "vegan": "纯素|vegan",
            "pescatarian": "pescatarian|pescetarian",
            "keto": "生酮|keto",
            "halal": "清真|halal",
        },
    ),
    slot(
        "sport", "exercise",
        "运动|锻炼|练|训练|健身|为主|喜欢|exercise|workout|workouts|training|train|sport|"
        "prefer|into",
        {
            "running": "跑步|跑|running|run|runs|jogging",
            "swimming": "游泳|swimming|swim",
            "cycling": "骑行|骑车|单车|自行车|cycling|biking|bike",
            "yoga": "瑜伽|yoga",
            "gym": "健身房|撸铁|gym|weights|lifting",
            "hiking": "爬山|徒步|hiking|hike",
            "tennis": "网球|tennis",
            "badminton": "羽毛球|badminton",
            "basketball": "篮球|basketball",
            "pilates": "普拉提|pilates",
        },
    ),
    slot(
        "drink", "daily drink",
        "喝|杯|饮料|drink|drinks|cup|cups",
        {
            "coffee": "咖啡|coffee",
            "americano": "美式|americano",
            "latte": "拿铁|latte|lattes",
            "green tea": "绿茶|green tea",
            "tea": "茶|tea",
            "milk tea": "奶茶|milk tea|bubble tea",
            "decaf": "低因|无咖啡因|decaf",
        },
    ),
    slot(
        "food", "spice level",
        "辣|吃|口味|spicy|spice|heat|food|mild|hot",
        {
            "mild": "不辣|微辣|清淡|mild|milder|not spicy",
            "spicy": "辣|重辣|特辣|spicy|hot and spicy|extra hot",
        },
    ),
    slot(
        "travel", "seat",
        "*",
        {"window": "靠窗|窗边|window", "aisle": "靠过道|过道|走道|aisle"},
    ),
    slot(
        "payment", "method",
        "付|付款|支付|结账|pay|paying|payment|checkout",
        {
            "Alipay": "支付宝|alipay",
            "WeChat Pay": "微信支付|wechat pay",
            "credit card": "信用卡|credit card|card",
            "PayPal": "paypal",
            "Apple Pay": "apple pay",
            "cash": "现金|cash",
            "bank transfer": "银行转账|转账|bank transfer",
        },
    ),
    slot(
        "vehicle", "powertrain",
        "车|car|vehicle|drive|suv",
        {
            "electric": "电车|电动车|纯电|electric|ev",
            "hybrid": "混动|插混|hybrid",
            "petrol": "油车|燃油车|petrol|gas|gasoline|diesel",
        },
    ),
    slot(
        "vehicle", "transmission",
        "车|挡|car|transmission|drive",
        {"automatic": "自动挡|自动|automatic|auto", "manual": "手动挡|手动|manual|stick"},
    ),
    slot(
        "commute", "mode",
        "通勤|上班|commute|commuting|get to work",
        {
            "subway": "地铁|subway|metro|tube",
            "bus": "公交|bus",
            "bike": "骑车|单车|自行车|bike|cycling|cycle",
            "car": "开车|drive|driving",
            "walking": "走路|步行|walk|walking",
        },
    ),
)  # fmt: skip

SLOTS: tuple[Slot, ...] = _CORE_SLOTS + SERVICE_SLOTS

CHANGE_CUES: tuple[str, ...] = (
    "改成", "换成", "改为", "改用", "换到", "换用", "转成", "以后都", "以后", "现在更喜欢",
    "改喝", "改吃", "为主",
    "更喜欢", "还是", "只", "都按", "都用", "都发", "switch to", "switched to", "change to",
    "changed to", "switch back to", "back to",
    "from now on", "instead", "these days i prefer", "now i prefer", "i prefer", "prefer",
    "only", "just", "go with", "stick with", "keep", "use", "as",
)  # fmt: skip
"""Words before a value that make it the chosen one among several values of a sentence."""

STRONG_CHANGE_CUES: tuple[str, ...] = (
    "改成", "换成", "改为", "改用", "换用", "改回", "换回", "以后都", "以后", "从现在起",
    "改喝", "改吃", "改穿", "改坐", "改住",
    "switch to", "switched to", "change to", "changed to", "switch over to", "switch back to",
    "go back to", "back to", "instead", "from now on",
)  # fmt: skip
"""Change cues that say by themselves which slot changes: the one whose value follows."""
