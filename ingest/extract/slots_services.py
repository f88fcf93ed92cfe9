"""Slots of the services a user picks among (flights, hotels, couriers, where parcels are left,
cuisines), diets, and emoji in replies. Their values are brands and kinds that people name in
English and Chinese; like the slots of `slots.py` they are data, read by `slot_reader.py`.

    "No red-eyes" / "我不坐红眼航班"                 travel / red-eye, disliked
    "I'd rather pay extra for Australia Post"       delivery / courier / "Australia Post"
    "快递以后放门卫吧"                                delivery / drop-off / "guard room"
    "酒店订全季就行" / "book the Hilton again"        travel / hotel / "Ji Hotel" / "Hilton"
"""

from __future__ import annotations

from ingest.extract.slot_schema import Slot, slot

SERVICE_SLOTS: tuple[Slot, ...] = (
    slot(
        "travel", "flight time",
        "*",
        {
            "red-eye": "红眼|红眼航班|红眼机|夜航|red-eye|red-eyes|redeye|redeyes|red eye|red eyes|"
            "overnight flight|overnight flights",
            "daytime": "白天的航班|白天飞|daytime flight|daytime flights|day flights",
        },
    ),
    slot(
        "travel", "flight routing",
        "*",
        {
            "direct": "直飞|直达航班|direct flight|direct flights|nonstop|non-stop|fly direct",
            "connecting": "转机|中转|connecting flight|connecting flights|layover|layovers",
        },
    ),
    slot(
        "travel", "airline",
        "航空|航班|飞|机票|坐|airline|airlines|fly|flying|flight|flights|book|carrier",
        {
            "Air China": "国航|中国国航|air china",
            "China Eastern": "东航|东方航空|china eastern",
            "China Southern": "南航|南方航空|china southern",
            "Hainan Airlines": "海航|海南航空|hainan airlines",
            "Spring Airlines": "春秋航空|spring airlines",
            "Cathay Pacific": "国泰|国泰航空|cathay|cathay pacific",
            "Delta": "达美|delta air lines|delta airlines",
            "United": "美联航|united airlines",
            "American Airlines": "美航|american airlines",
            "British Airways": "英航|british airways",
            "Lufthansa": "汉莎|lufthansa",
            "Emirates": "阿联酋航空|emirates",
            "Qantas": "澳航|qantas",
            "Singapore Airlines": "新航|新加坡航空|singapore airlines",
            "JetBlue": "jetblue",
            "Southwest": "southwest airlines",
            "Ryanair": "ryanair",
            "easyJet": "easyjet",
            "Air Canada": "加航|air canada",
        },
    ),
    slot(
        "travel", "hotel",
        "酒店|宾馆|住|订|hotel|hotels|stay|staying|book|booking",
        {
            "Ji Hotel": "全季|全季酒店|ji hotel",
            "Hanting": "汉庭|hanting",
            "Home Inn": "如家|home inn",
            "Atour": "亚朵|atour",
            "Hilton": "希尔顿|hilton",
            "Marriott": "万豪|marriott",
            "InterContinental": "洲际|intercontinental",
            "Holiday Inn": "假日酒店|holiday inn",
            "Hyatt": "凯悦|hyatt",
            "Sheraton": "喜来登|sheraton",
            "Westin": "威斯汀|westin",
            "Premier Inn": "premier inn",
            "Travelodge": "travelodge",
        },
    ),
    slot(
        "delivery", "courier",
        "快递|物流|寄|发货|配送|送|用|courier|couriers|carrier|shipping|ship|deliver|delivery|"
        "deliveries|parcel|parcels|package|packages|post|use|rather|prefer|instead",
        {
            "SF Express": "顺丰|顺丰快递|sf express",
            "JD Logistics": "京东快递|京东物流|jd logistics",
            "ZTO": "中通|中通快递",
            "YTO": "圆通|圆通快递",
            "Yunda": "韵达|韵达快递",
            "STO": "申通|申通快递",
            "J&T": "极兔|极兔快递|j&t express",
            "China Post": "邮政|中国邮政|ems|china post",
            "FedEx": "联邦快递|fedex",
            "DHL": "dhl",
            "USPS": "usps",
            "Royal Mail": "royal mail",
            "Australia Post": "australia post|auspost",
            "Canada Post": "canada post",
            "Evri": "evri|hermes",
            "DPD": "dpd",
        },
    ),
    slot(
        "delivery", "drop-off",
        "放|送|快递|包裹|件|寄|leave|left|drop|deliver|delivery|deliveries|parcel|parcels|package|"
        "packages",
        {
            "parcel locker": "快递柜|丰巢|丰巢柜|智能柜|parcel locker|locker|lockers",
            "pickup station": "驿站|菜鸟驿站|pickup point|pick-up point|collection point",
            "guard room": "门卫|门卫室|保安室|传达室|物业|front desk|concierge|reception",
            "doorstep": "门口|放门口|家门口|doorstep|front door|porch",
            "neighbour": "邻居|neighbour|neighbor|next door",
        },
    ),
    slot(
        "reply", "emoji",
        "*",
        {"emoji": "表情|表情符号|表情包|颜文字|emoji|emojis|emoticons|smileys"},
    ),
    slot(
        "diet", "gluten",
        "*",
        {"gluten-free": "无麸质|不含麸质|麸质不耐|乳糜泻|gluten-free|gluten free|celiac|coeliac"},
    ),
    slot(
        "diet", "lactose",
        "*",
        {"lactose-free": "乳糖不耐|无乳糖|不含乳糖|lactose-free|lactose intolerant|dairy-free"},
    ),
    slot(
        "food", "cuisine",
        "爱吃|喜欢|常吃|最爱|偏爱|口味|爱|mostly|person|fan|love|loves|like|prefer|favourite|"
        "favorite|into|usually|always",
        {
            "Thai": "泰国菜|泰餐|泰式|thai",
            "Vietnamese": "越南菜|越南粉|vietnamese",
            "Sichuan": "川菜|sichuan|szechuan",
            "Cantonese": "粤菜|广东菜|早茶|cantonese|dim sum",
            "Hunan": "湘菜|hunan",
            "Japanese": "日料|日本料理|日本菜|japanese food|sushi|寿司",
            "Korean": "韩餐|韩国料理|韩国菜|korean food|韩式烤肉",
            "Italian": "意大利菜|意餐|italian",
            "Mexican": "墨西哥菜|mexican|taco|tacos",
            "Indian": "印度菜|indian food|curry",
            "hotpot": "火锅|hotpot|hot pot",
            "Western": "西餐",
        },
    ),
)  # fmt: skip
