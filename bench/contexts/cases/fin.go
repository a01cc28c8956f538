package cases

import (
	"fmt"
	"strings"
)

// finCases adds credentials from finance, trading, banking and accounting
// integrations as a coding agent meets them while it wires up a trading
// bot, a market-data pipeline, a bank feed or an ERP sync. Sources:
// brokerage APIs (Alpaca trading and broker API, Interactive Brokers IBC
// and Client Portal gateway, Flex Web Service, Tradier, OANDA v20,
// Schwab, Tastytrade, Saxo OpenAPI, E*TRADE OAuth), crypto exchanges and
// bots (Kraken, Coinbase Advanced Trade CDP keys and Exchange passphrases,
// Bitstamp, Binance, OKX, KuCoin, Bybit, Gemini, Bitfinex, Deribit,
// freqtrade, ccxt, Hummingbot, Jesse), market data (Polygon.io, Alpha
// Vantage, Finnhub, Twelve Data, Nasdaq Data Link, Tiingo, IEX Cloud,
// Financial Modeling Prep, Databento, Intrinio, Refinitiv/LSEG RDP and
// the LSEG Data Library, Bloomberg B-PIPE and BLPAPI, OpenBB), open
// banking (TrueLayer, Tink, Yapily, Plaid, GoCardless Bank Account Data
// and Nordigen, Salt Edge, MX, Finicity, Teller, Belvo, UK Open Banking
// QWAC/QSeal and the Berlin Group), banking-as-a-service and card issuing
// (Unit, Treasury Prime, Increase, Modern Treasury, Moov, Dwolla, Marqeta,
// Lithic, Currencycloud, Airwallex, Wise, Rapyd, Column), FIX sessions
// (QuickFIX and QuickFIX/J settings, QuickFIX/n, Logon messages with
// Password(554) and RawData(96), FIX message logs, simplefix), SWIFT and
// ISO 20022 tooling (SWIFT API consumer keys, Alliance Lite2 AutoClient,
// EBICS clients, bank SFTP host-to-host, pain.001 and camt.053 files,
// BAI2 and NACHA), accounting and ERP (QuickBooks Online, Xero, NetSuite
// token-based auth and SuiteTalk, Sage Intacct, Sage Business Cloud, SAP
// Concur, FreshBooks, Zoho Books, MYOB, Odoo, Dynamics 365 Business
// Central, BILL, Ramp, Brex, Expensify), tax and invoicing (Avalara,
// TaxJar, Vertex, HMRC Making Tax Digital, Peppol access points, Mexican
// CFDI PACs, Brazilian NF-e certificates, Italian SdI, India GST), KYC and
// AML vendors (Onfido, Sumsub, Persona, Jumio, Veriff, Trulioo,
// ComplyAdvantage, Alloy, Socure, Chainalysis, Elliptic), and the
// notebooks, Airflow connections, Kubernetes secrets, logs, tool outputs
// and chats around them. Benign look-alikes: account and instrument ids,
// ISINs, CUSIPs, FIGIs, LEIs, BICs, IBANs of documentation and test banks,
// order ids, ClOrdIDs and ExecIDs, UETRs, requisition and tenant ids,
// realm ids, public keys and certificate fingerprints, and masked
// previews. The case names start with "fin/".
func (g *G) finCases() {
	g.finBrokers()
	g.finCrypto()
	g.finMarketData()
	g.finOpenBanking()
	g.finBaaS()
	g.finFIX()
	g.finSwift()
	g.finAccounting()
	g.finTax()
	g.finKYC()
	g.finOps()
	g.finChat()
	g.finBenign()
}

// ---- helpers used only here ----

// finAdd is add with "ˋ" standing for a backtick.
func (g *G) finAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// finIBAN builds an IBAN with valid check digits (benign).
func finIBAN(country, bban string) string {
	s := bban + country + "00"
	rem := 0
	for _, c := range s {
		var d int
		if c >= 'A' && c <= 'Z' {
			d = int(c-'A') + 10
			rem = (rem*100 + d) % 97
			continue
		}
		d = int(c - '0')
		rem = (rem*10 + d) % 97
	}
	return fmt.Sprintf("%s%02d%s", country, 98-rem, bban)
}

// finISIN builds an ISIN with a valid check digit (benign).
func finISIN(body string) string {
	var digits []int
	for _, c := range body {
		if c >= 'A' && c <= 'Z' {
			n := int(c-'A') + 10
			digits = append(digits, n/10, n%10)
		} else {
			digits = append(digits, int(c-'0'))
		}
	}
	sum := 0
	for i := len(digits) - 1; i >= 0; i-- {
		d := digits[i]
		if (len(digits)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return body + fmt.Sprint((10-sum%10)%10)
}

// finCUSIP builds a CUSIP with a valid check digit (benign).
func finCUSIP(body string) string {
	sum := 0
	for i, c := range body {
		var v int
		if c >= 'A' && c <= 'Z' {
			v = int(c-'A') + 10
		} else {
			v = int(c - '0')
		}
		if i%2 == 1 {
			v *= 2
		}
		sum += v/10 + v%10
	}
	return body + fmt.Sprint((10-sum%10)%10)
}

func (g *G) finUSISIN() string { return finISIN("US" + g.s(alDigit, 6) + g.s(alUpNum, 3)) }
func (g *G) finLEI() string    { return g.s(alUpNum, 18) + g.s(alDigit, 2) }
func (g *G) finFIGI() string {
	return "BBG00" + g.s("BCDFGHJKLMNPQRSTVWXYZ0123456789", 6) + g.s(alDigit, 1)
}

func (g *G) finAlpacaID(live bool) string {
	if live {
		return "AK" + g.s(alUpNum, 18)
	}
	return "PK" + g.s(alUpNum, 18)
}
func (g *G) finOanda() string     { return g.hex(32) + "-" + g.hex(32) }
func (g *G) finKrakenKey() string { return g.b64(42) }
func (g *G) finKrakenSec() string { return g.b64(64) }
func (g *G) finCDPName() string {
	return "organizations/" + g.uuid() + "/apiKeys/" + g.uuid()
}
func (g *G) finPlaidAccess(env string) string { return "access-" + env + "-" + g.uuid() }
func (g *G) finFP() string {
	parts := make([]string, 32)
	for i := range parts {
		parts[i] = g.s(alHexU, 2)
	}
	return strings.Join(parts, ":")
}
func (g *G) finXeroID() string { return g.s(alHexU, 32) }
func (g *G) finZohoRefresh() string {
	return "1000." + g.hex(32) + "." + g.hex(32)
}
func (g *G) finOnfido() string {
	return "api_live." + g.b64u(11) + "." + g.b64u(32)
}
func (g *G) finSumsubApp() string {
	return "prd:" + g.an(24) + "." + g.an(32)
}
func (g *G) finClOrd() string { return g.s(alUpNum, 4) + "-" + g.digits(8) + "-" + g.digits(4) }
func (g *G) finOrdTime() string {
	return fmt.Sprintf("2024%02d%02d-%02d:%02d:%02d.%03d", 1+g.r.IntN(12), 1+g.r.IntN(28), 8+g.r.IntN(9), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// ---- brokerage APIs ----

func (g *G) finBrokers() {
	g.finAdd("fin/alpaca-dotenv-paper", `
$ cat .env
# Alpaca paper account (dashboard → API Keys → Regenerate)
APCA_API_BASE_URL=https://paper-api.alpaca.markets
APCA_API_KEY_ID=«a»
APCA_API_SECRET_KEY=«b»
APCA_API_DATA_URL=https://data.alpaca.markets
SYMBOLS=SPY,QQQ,IWM
MAX_POSITION_USD=25000
`, V{"a": g.finAlpacaID(false), "b": g.an(40)}, "https://paper-api.alpaca.markets", "SYMBOLS=SPY,QQQ,IWM")

	g.finAdd("fin/alpaca-py-trading-client", `
from alpaca.trading.client import TradingClient
from alpaca.trading.requests import MarketOrderRequest
from alpaca.trading.enums import OrderSide, TimeInForce

trading_client = TradingClient("«a»", "«b»", paper=False)

order = trading_client.submit_order(
    MarketOrderRequest(symbol="NVDA", qty=10, side=OrderSide.BUY, time_in_force=TimeInForce.DAY)
)
print(order.id, order.client_order_id, order.status)
# «_o» «_c» OrderStatus.ACCEPTED
`, V{"a": g.finAlpacaID(true), "b": g.an(40), "_o": g.uuid(), "_c": g.uuid()}, "MarketOrderRequest(symbol=\"NVDA\"")

	g.finAdd("fin/alpaca-curl-account", `
$ curl -s https://api.alpaca.markets/v2/account \
    -H "APCA-API-KEY-ID: «a»" \
    -H "APCA-API-SECRET-KEY: «b»" | jq '{id, account_number, status, buying_power, pattern_day_trader}'
{
  "id": "«_id»",
  "account_number": "«_n»",
  "status": "ACTIVE",
  "buying_power": "184220.36",
  "pattern_day_trader": false
}
`, V{"a": g.finAlpacaID(true), "b": g.an(40), "_id": g.uuid(), "_n": "PA" + g.s(alUpNum, 10)}, `"buying_power": "184220.36"`)

	bk, bs := "CK"+g.s(alUpNum, 18), g.an(40)
	g.finAdd("fin/alpaca-broker-api-basic-auth", `
$ echo -n "«a»:«b»" | base64 -w0
«c»
$ curl -s -X POST https://broker-api.sandbox.alpaca.markets/v1/accounts \
    -H "Authorization: Basic «c»" \
    -H "Content-Type: application/json" -d @new_account.json | jq .id
"«_id»"
`, V{"a": bk, "b": bs, "c": b64s(bk + ":" + bs), "_id": g.uuid()}, "https://broker-api.sandbox.alpaca.markets/v1/accounts")

	g.finAdd("fin/alpaca-lumibot-config-py", `
# credentials.py — Lumibot strategy
ALPACA_CONFIG = {
    "API_KEY": "«a»",
    "API_SECRET": "«b»",
    "PAPER": True,
}

from lumibot.brokers import Alpaca
from lumibot.traders import Trader
broker = Alpaca(ALPACA_CONFIG)
`, V{"a": g.finAlpacaID(false), "b": g.an(40)}, "from lumibot.brokers import Alpaca")

	g.finAdd("fin/ibc-config-ini", `
$ grep -v '^#' ~/ibc/config.ini | grep -v '^$' | head -20
FIX=no
IbLoginId=«_u»
IbPassword=«a»
SecondFactorDevice=IB Key
ReloginAfterSecondFactorAuthenticationTimeout=yes
TradingMode=live
AcceptIncomingConnectionAction=reject
ReadOnlyApi=no
OverrideTwsApiPort=4001
ExistingSessionDetectedAction=primary
AllowBlindTrading=no
DismissPasswordExpiryWarning=yes
CommandServerPort=7462
`, V{"_u": "acme" + g.s(alLowNum, 6), "a": g.pw()}, "TradingMode=live", "OverrideTwsApiPort=4001")

	g.finAdd("fin/ib-gateway-docker-compose", `
services:
  ib-gateway:
    image: ghcr.io/gnzsnz/ib-gateway:10.30.1t
    restart: always
    environment:
      TWS_USERID: «_u»
      TWS_PASSWORD: «a»
      TRADING_MODE: paper
      READ_ONLY_API: "no"
      VNC_SERVER_PASSWORD: «b»
      TWOFA_TIMEOUT_ACTION: restart
      TIME_ZONE: America/New_York
    ports:
      - "127.0.0.1:4001:4003"
      - "127.0.0.1:4002:4004"
      - "127.0.0.1:5900:5900"
`, V{"_u": "dkim" + g.s(alLowNum, 5), "a": g.pwStrong(), "b": g.an(10)}, "ghcr.io/gnzsnz/ib-gateway:10.30.1t", "TIME_ZONE: America/New_York")

	g.finAdd("fin/ibkr-flex-web-service", `
$ curl -s "https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t=«a»&q=«_q»&v=3"
<FlexStatementResponse timestamp='«_ts»'>
<Status>Success</Status>
<ReferenceCode>«_r»</ReferenceCode>
<Url>https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/GetStatement</Url>
</FlexStatementResponse>
$ curl -s "https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/GetStatement?t=«a»&q=«_r»&v=3" -o trades.xml
`, V{"a": g.digits(24), "_q": g.digits(6), "_ts": "26 April, 2024 09:14 AM EDT", "_r": g.digits(10)}, "FlexStatementResponse")

	g.finAdd("fin/ibkr-ib-insync-no-secret", `
from ib_insync import IB, Stock, LimitOrder
ib = IB()
ib.connect('127.0.0.1', 4002, clientId=17)
contract = Stock('AAPL', 'SMART', 'USD')
trade = ib.placeOrder(contract, LimitOrder('BUY', 100, 187.25))
print(trade.order.orderId, trade.order.permId, ib.wrapper.accounts)
# 412 «_p» ['«_acct»']
`, V{"_p": g.digits(10), "_acct": "DU" + g.digits(7)}, "ib.connect('127.0.0.1', 4002, clientId=17)")

	g.finAdd("fin/tradier-env-and-curl", `
$ export TRADIER_ACCESS_TOKEN=«a»
$ export TRADIER_ACCOUNT_ID=«_acct»
$ curl -s -H "Authorization: Bearer $TRADIER_ACCESS_TOKEN" -H "Accept: application/json" \
    "https://sandbox.tradier.com/v1/accounts/$TRADIER_ACCOUNT_ID/balances" | jq .balances.total_equity
103874.12
`, V{"a": g.an(28), "_acct": "VA" + g.digits(8)}, "https://sandbox.tradier.com/v1/accounts/")

	g.finAdd("fin/tradier-python-requests-header", `
    response = requests.post(
        f"https://api.tradier.com/v1/accounts/{account_id}/orders",
        data={"class": "option", "symbol": "SPY", "option_symbol": "SPY240621C00530000",
              "side": "buy_to_open", "quantity": "2", "type": "limit", "duration": "day", "price": "3.15"},
        headers={"Authorization": "Bearer «a»", "Accept": "application/json"},
    )
`, V{"a": g.an(28)}, "SPY240621C00530000", "buy_to_open")

	g.finAdd("fin/oanda-v20-conf", `
$ cat ~/.v20.conf
hostname: api-fxpractice.oanda.com
streaming_hostname: stream-fxpractice.oanda.com
port: 443
ssl: true
token: «a»
username: «_u»
accounts:
- «_a1»
- «_a2»
active_account: «_a1»
`, V{"a": g.finOanda(), "_u": "fxtrader" + g.digits(4), "_a1": "101-004-" + g.digits(7) + "-001", "_a2": "101-004-" + g.digits(7) + "-002"}, "api-fxpractice.oanda.com")

	g.finAdd("fin/oanda-oandapyv20-stream", `
import oandapyV20
import oandapyV20.endpoints.pricing as pricing

api = oandapyV20.API(access_token="«a»", environment="live")
r = pricing.PricingStream(accountID="«_acct»", params={"instruments": "EUR_USD,USD_JPY"})
for tick in api.request(r):
    print(tick)
`, V{"a": g.finOanda(), "_acct": "001-011-" + g.digits(7) + "-001"}, `environment="live"`, "EUR_USD,USD_JPY")

	g.finAdd("fin/schwab-py-token-json", `
$ cat ~/.config/schwab/token.json | jq .
{
  "creation_timestamp": «_ts»,
  "token": {
    "expires_in": 1800,
    "token_type": "Bearer",
    "scope": "api",
    "refresh_token": "«a»",
    "access_token": "«b»",
    "id_token": "«c»",
    "expires_at": «_exp»
  }
}
`, V{"_ts": fmt.Sprint(g.finTS()), "a": g.b64u(110) + "@", "b": "I0." + g.b64u(220) + "@", "c": g.jwt("RS256", `{"sub":"`+g.hex(64)+`","aud":"`+g.an(32)+`","iss":"https://api.schwabapi.com"}`), "_exp": fmt.Sprint(g.finTS())}, `"scope": "api"`)

	g.finAdd("fin/schwab-app-key-secret-env", `
# schwab-trader/.env
SCHWAB_APP_KEY=«a»
SCHWAB_APP_SECRET=«b»
SCHWAB_CALLBACK_URL=https://127.0.0.1:8182
SCHWAB_TOKEN_PATH=/var/lib/schwab-trader/token.json
`, V{"a": g.an(32), "b": g.an(16)}, "SCHWAB_CALLBACK_URL=https://127.0.0.1:8182", "/var/lib/schwab-trader/token.json")

	g.finAdd("fin/tastytrade-session-login", `
$ curl -s -X POST https://api.tastyworks.com/sessions -H 'Content-Type: application/json' \
    -d '{"login": "«_u»", "password": "«a»", "remember-me": true}' | jq .data
{
  "user": {"email": "«_u»", "username": "«_n»", "external-id": "U«_x»"},
  "session-token": "«b»",
  "remember-token": "«c»",
  "session-expiration": "2024-11-02T21:40:11.419Z"
}
`, V{"_u": "j.ortega@fastmail.com", "a": g.pw(), "_n": "jortega" + g.digits(2), "_x": g.hex(24), "b": g.b64u(120) + "+C", "c": g.b64u(40)}, "https://api.tastyworks.com/sessions")

	g.finAdd("fin/saxo-openapi-24h-token", `
# Saxo developer portal: 24-hour token for SIM (do NOT check this in)
SAXO_BASE_URL = "https://gateway.saxobank.com/sim/openapi"
SAXO_TOKEN = "«a»"
SAXO_ACCOUNT_KEY = "«_k»"
SAXO_CLIENT_KEY = "«_k»"
`, V{"a": g.jwt("ES256", `{"oaa":"77770","iss":"oa","aid":"109","uid":"`+g.b64u(22)+`","cid":"`+g.b64u(22)+`","isa":"False","tid":"2002","sid":"`+g.hex(32)+`","dgi":"84","exp":"1717000000","oal":"1F","iid":"`+g.hex(32)+`"}`), "_k": g.b64u(22) + "=="}, "https://gateway.saxobank.com/sim/openapi")

	g.finAdd("fin/etrade-pyetrade-oauth1", `
>>> import pyetrade
>>> oauth = pyetrade.ETradeOAuth("«a»", "«b»")
>>> print(oauth.get_request_token())
https://us.etrade.com/e/t/etws/authorize?key=«a»&token=«=rt»
>>> tokens = oauth.get_access_token("V8K2Q")
>>> tokens
{'oauth_token': '«c»', 'oauth_token_secret': '«d»'}
`, V{"a": g.hex(32), "b": g.hex(64), "=rt": g.b64(24), "c": g.b64(24), "d": g.b64(24)}, "pyetrade.ETradeOAuth")
}

func (g *G) finTS() int { return 1719800000 + g.r.IntN(20000000) }

// ---- crypto exchanges and bots ----

func (g *G) finCrypto() {
	g.finAdd("fin/kraken-python-krakenex-keyfile", `
$ cat kraken.key
«a»
«b»
$ python -c 'import krakenex; k = krakenex.API(); k.load_key("kraken.key"); print(k.query_private("Balance"))'
{'error': [], 'result': {'ZUSD': '12044.1820', 'XXBT': '0.4120000000', 'XETH': '3.0000000000'}}
`, V{"a": g.finKrakenKey(), "b": g.finKrakenSec()}, "k.load_key(\"kraken.key\")", "'ZUSD': '12044.1820'")

	g.finAdd("fin/kraken-api-sign-js", `
const API_KEY = "«a»";
const API_SECRET = "«b»"; // base64, from Settings → API

function getKrakenSignature(path, nonce, postData) {
  const message = nonce + postData;
  const secretBuffer = Buffer.from(API_SECRET, "base64");
  const hash = crypto.createHash("sha256").update(message).digest();
  return crypto.createHmac("sha512", secretBuffer).update(path + hash.toString("binary"), "binary").digest("base64");
}
`, V{"a": g.finKrakenKey(), "b": g.finKrakenSec()}, "getKrakenSignature")

	g.finAdd("fin/kraken-request-headers-debug", `
DEBUG urllib3.connectionpool: https://api.kraken.com:443 "POST /0/private/AddOrder HTTP/1.1" 200 None
DEBUG kraken.client: request headers={'API-Key': '«a»', 'API-Sign': '«_sig»', 'Content-Type': 'application/x-www-form-urlencoded'}
DEBUG kraken.client: body=nonce=«_n»&ordertype=limit&type=buy&volume=0.01&pair=XBTUSD&price=61250.0
DEBUG kraken.client: response={"error":[],"result":{"descr":{"order":"buy 0.01000000 XBTUSD @ limit 61250.0"},"txid":["«_tx»"]}}
`, V{"a": g.finKrakenKey(), "_sig": g.b64(64), "_n": fmt.Sprint(1719800000000 + g.r.IntN(20000000)), "_tx": g.s(alUpNum, 6) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 6)}, "/0/private/AddOrder")

	ec := g.ecSEC1()
	g.finAdd("fin/coinbase-cdp-api-key-json", `
$ cat ~/Downloads/cdp_api_key.json
{
   "name": "«_name»",
   "privateKey": "«a»\n"
}
`, V{"_name": g.finCDPName(), "a": jsonEsc(ec.block())})

	ec2 := g.ecSEC1()
	g.finAdd("fin/coinbase-advanced-py-rest-client", `
from coinbase.rest import RESTClient

api_key = "«_name»"
api_secret = """«a»
"""

client = RESTClient(api_key=api_key, api_secret=api_secret)
accounts = client.get_accounts()
print(accounts.to_dict()["accounts"][0]["uuid"])  # «_u»
`, V{"_name": g.finCDPName(), "a": ec2.block(), "_u": g.uuid()}, "from coinbase.rest import RESTClient")

	g.finAdd("fin/coinbase-exchange-passphrase-env", `
# coinbase exchange (ex-Pro) sandbox, used by the market maker
CB_EXCHANGE_URL=https://api-public.sandbox.exchange.coinbase.com
CB_ACCESS_KEY=«a»
CB_ACCESS_SECRET=«b»
CB_ACCESS_PASSPHRASE=«c»
CB_PRODUCT_IDS=BTC-USD,ETH-USD
`, V{"a": g.hex(32), "b": g.b64(64), "c": g.s(alLowNum, 11)}, "https://api-public.sandbox.exchange.coinbase.com", "CB_PRODUCT_IDS=BTC-USD,ETH-USD")

	g.finAdd("fin/bitstamp-v2-auth-python", `
BITSTAMP_CUSTOMER_ID = "«_cid»"
BITSTAMP_API_KEY = "«a»"
BITSTAMP_API_SECRET = b"«b»"

def headers(payload: str, path: str):
    nonce = str(uuid.uuid4())
    ts = str(int(round(time.time() * 1000)))
    msg = "BITSTAMP " + BITSTAMP_API_KEY + "POST" + "www.bitstamp.net" + path + "" + "application/x-www-form-urlencoded" + nonce + ts + "v2" + payload
    sig = hmac.new(BITSTAMP_API_SECRET, msg=msg.encode(), digestmod=hashlib.sha256).hexdigest()
    return {"X-Auth": "BITSTAMP " + BITSTAMP_API_KEY, "X-Auth-Signature": sig, "X-Auth-Nonce": nonce,
            "X-Auth-Timestamp": ts, "X-Auth-Version": "v2"}
`, V{"_cid": g.digits(6), "a": g.an(32), "b": g.an(32)}, "X-Auth-Version")

	g.finAdd("fin/binance-python-client", `
from binance.client import Client
client = Client("«a»",
                "«b»",
                testnet=False)
info = client.get_account()
print(info["canTrade"], info["uid"])
`, V{"a": g.an(64), "b": g.an(64)}, "from binance.client import Client")

	g.finAdd("fin/binance-curl-signed-query", `
$ curl -s -H "X-MBX-APIKEY: «a»" \
  "https://api.binance.com/api/v3/account?omitZeroBalances=true&timestamp=«_ts»&signature=«_sig»" | jq '.balances[:2]'
[
  {"asset": "BTC", "free": "0.08215000", "locked": "0.00000000"},
  {"asset": "USDT", "free": "4410.12000000", "locked": "150.00000000"}
]
`, V{"a": g.an(64), "_ts": fmt.Sprint(1719800000000 + g.r.IntN(20000000)), "_sig": g.hex(64)}, "omitZeroBalances=true")

	g.finAdd("fin/okx-env-passphrase-human", `
OKX_API_KEY=«a»
OKX_SECRET_KEY=«b»
OKX_PASSPHRASE=«c»
OKX_FLAG=0
OKX_SUBACCOUNT=grid-bot-02
`, V{"a": g.uuid(), "b": g.s(alHexU, 32), "c": g.pw()}, "OKX_SUBACCOUNT=grid-bot-02")

	g.finAdd("fin/kucoin-yaml-config", `
exchange:
  name: kucoin
  sandbox: false
  credentials:
    api_key: "«a»"
    api_secret: "«b»"
    api_passphrase: "«c»"
  rate_limit_ms: 334
strategy:
  pairs: [SOL-USDT, AVAX-USDT]
`, V{"a": g.hex(24), "b": g.uuid(), "c": g.pwURL()}, "rate_limit_ms: 334", "[SOL-USDT, AVAX-USDT]")

	g.finAdd("fin/bybit-pybit-unified", `
from pybit.unified_trading import HTTP

session = HTTP(
    testnet=True,
    api_key="«a»",
    api_secret="«b»",
)
print(session.get_wallet_balance(accountType="UNIFIED"))
`, V{"a": g.an(18), "b": g.an(36)}, `accountType="UNIFIED"`)

	g.finAdd("fin/gemini-private-api-headers", `
gemini_api_key = "account-«a»"
gemini_api_secret = "«b»".encode()

payload_nonce = str(int(time.time() * 1000))
payload = {"request": "/v1/mytrades", "nonce": payload_nonce, "symbol": "btcusd"}
b64 = base64.b64encode(json.dumps(payload).encode())
signature = hmac.new(gemini_api_secret, b64, hashlib.sha384).hexdigest()
request_headers = {"X-GEMINI-APIKEY": gemini_api_key, "X-GEMINI-PAYLOAD": b64, "X-GEMINI-SIGNATURE": signature}
`, V{"a": g.an(20), "b": g.s(alB58, 28)}, "X-GEMINI-SIGNATURE")

	g.finAdd("fin/bitfinex-ws-auth-log", `
2024-06-11 14:02:07,118 INFO  bfx-ws: connecting to wss://api.bitfinex.com/ws/2
2024-06-11 14:02:07,402 DEBUG bfx-ws: >>> {"event":"auth","apiKey":"«a»","authSig":"«_sig»","authPayload":"AUTH«_n»","authNonce":«_n»,"filter":["trading","wallet"]}
2024-06-11 14:02:07,611 DEBUG bfx-ws: <<< {"event":"auth","status":"OK","chanId":0,"userId":«_uid»,"auth_id":"«_aid»","caps":{"orders":{"read":1,"write":1}}}
`, V{"a": g.an(43), "_sig": g.hex(96), "_n": fmt.Sprint(1719800000000000 + g.r.IntN(20000000)), "_uid": g.digits(7), "_aid": g.uuid()}, "wss://api.bitfinex.com/ws/2")

	g.finAdd("fin/deribit-client-credentials", `
$ curl -s "https://www.deribit.com/api/v2/public/auth?client_id=«_cid»&client_secret=«a»&grant_type=client_credentials" | jq .result
{
  "access_token": "«b»",
  "expires_in": 900,
  "refresh_token": "«c»",
  "scope": "account:read trade:read_write wallet:read",
  "token_type": "bearer"
}
`, V{"_cid": g.b64u(8), "a": g.b64u(43), "b": fmt.Sprint(1719800000000+g.r.IntN(20000000)) + "." + g.s(alUpNum, 16) + "." + g.s(alUpNum, 16), "c": fmt.Sprint(1719800000000+g.r.IntN(20000000)) + "." + g.s(alUpNum, 16) + "." + g.s(alUpNum, 16)}, "account:read trade:read_write wallet:read")

	g.finAdd("fin/freqtrade-config-json", `
{
    "max_open_trades": 5,
    "stake_currency": "USDT",
    "stake_amount": "unlimited",
    "dry_run": false,
    "exchange": {
        "name": "binance",
        "key": "«a»",
        "secret": "«b»",
        "ccxt_config": {},
        "pair_whitelist": ["BTC/USDT", "ETH/USDT", "SOL/USDT"]
    },
    "telegram": {
        "enabled": true,
        "token": "«c»",
        "chat_id": "«_chat»"
    },
    "api_server": {
        "enabled": true,
        "listen_ip_address": "0.0.0.0",
        "listen_port": 8080,
        "jwt_secret_key": "«d»",
        "ws_token": "«e»",
        "CORS_origins": [],
        "username": "freqtrader",
        "password": "«f»"
    },
    "bot_name": "ft-momentum-v3"
}
`, V{"a": g.an(64), "b": g.an(64), "c": g.telegram(), "_chat": g.digits(9), "d": g.hex(64), "e": g.b64u(22), "f": g.pw()}, `"bot_name": "ft-momentum-v3"`, `"username": "freqtrader"`)

	g.finAdd("fin/freqtrade-new-config-prompt", `
$ freqtrade new-config --config user_data/config.json
? Do you want to enable Dry-run (simulated trades)? No
? Please insert your stake currency: USDT
? Please insert your stake amount (Number or 'unlimited'): unlimited
? Select exchange kraken
? Insert Exchange Key «a»
? Insert Exchange Secret «b»
? Do you want to enable Telegram? No
? Do you want to enable the Rest API (includes FreqUI)? Yes
? Insert Api server Listen Address (0.0.0.0 for docker, otherwise best left untouched) 127.0.0.1
? Insert api-server username freqtrader
? Insert api-server password «c»
2024-06-11 09:12:44,102 - freqtrade.configuration.deploy_config - INFO - Writing config to `+"`"+`user_data/config.json`+"`"+`.
`, V{"a": g.finKrakenKey(), "b": g.finKrakenSec(), "c": g.pwStrong()}, "freqtrade.configuration.deploy_config")

	g.finAdd("fin/ccxt-js-exchange-instance", `
import ccxt from 'ccxt'

const exchange = new ccxt.okx({
    apiKey: '«a»',
    secret: '«b»',
    password: '«c»',
    options: { defaultType: 'swap' },
})
const balance = await exchange.fetchBalance()
`, V{"a": g.uuid(), "b": g.s(alHexU, 32), "c": g.pw()}, "defaultType: 'swap'")

	g.finAdd("fin/ccxt-python-verbose-traceback", `
>>> ex = ccxt.kucoin({'apiKey': KEY, 'secret': SECRET, 'password': PASS, 'verbose': True})
>>> ex.fetch_balance()
fetch Request: kucoin GET https://api.kucoin.com/api/v1/accounts RequestHeaders: {'KC-API-KEY': '«a»', 'KC-API-TIMESTAMP': '«_ts»', 'KC-API-KEY-VERSION': '2', 'KC-API-PASSPHRASE': '«=pp»', 'KC-API-SIGN': '«_sig»', 'KC-API-PARTNER': 'ccxt'} RequestBody: None
ccxt.base.errors.AuthenticationError: kucoin {"code":"400005","msg":"Invalid KC-API-PASSPHRASE"}
`, V{"a": g.hex(24), "_ts": fmt.Sprint(1719800000000 + g.r.IntN(20000000)), "=pp": g.b64(32), "_sig": g.b64(32)}, "Invalid KC-API-PASSPHRASE")

	g.finAdd("fin/hummingbot-conf-encrypted-and-password", `
$ cat conf/connectors/binance.yml
connector: binance
binance_api_key: «_ek»
binance_api_secret: «_es»
$ docker attach hummingbot
Enter your password >>> «a»
Invalid password - please try again.
`, V{"_ek": g.hex(64) + g.hex(64) + g.hex(64), "_es": g.hex(64) + g.hex(64) + g.hex(64), "a": g.pw()}, "connector: binance")

	g.finAdd("fin/jesse-env-file", `
PASSWORD=«a»
APP_PORT=9000
POSTGRES_HOST=127.0.0.1
POSTGRES_NAME=jesse_db
POSTGRES_USERNAME=jesse_user
POSTGRES_PASSWORD=«b»
LICENSE_API_TOKEN=«c»
BYBIT_USDT_PERPETUAL_API_KEY=«d»
BYBIT_USDT_PERPETUAL_API_SECRET=«e»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.hex(40), "d": g.an(18), "e": g.an(36)}, "POSTGRES_USERNAME=jesse_user", "POSTGRES_NAME=jesse_db")
}

// ---- market data ----

func (g *G) finMarketData() {
	g.finAdd("fin/polygon-rest-client-python", `
from polygon import RESTClient

client = RESTClient(api_key="«a»")
aggs = client.get_aggs("AAPL", 1, "minute", "2024-06-03", "2024-06-03", limit=50000)
print(len(aggs), aggs[0])
# 390 Agg(open=192.9, high=193.12, low=192.7, close=193.0, volume=1120424.0, vwap=192.93, timestamp=1717421400000, transactions=12043, otc=None)
`, V{"a": g.an(32)}, `client.get_aggs("AAPL", 1, "minute"`)

	g.finAdd("fin/polygon-ws-auth-wscat", `
$ wscat -c wss://socket.polygon.io/stocks
Connected (press CTRL+C to quit)
< [{"ev":"status","status":"connected","message":"Connected Successfully"}]
> {"action":"auth","params":"«a»"}
< [{"ev":"status","status":"auth_success","message":"authenticated"}]
> {"action":"subscribe","params":"T.MSFT,Q.MSFT"}
`, V{"a": g.an(32)}, "wss://socket.polygon.io/stocks", "T.MSFT,Q.MSFT")

	g.finAdd("fin/alphavantage-url-in-notebook", `
In [3]: url = "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY_ADJUSTED&symbol=IBM&outputsize=full&apikey=«a»"
        r = requests.get(url)
        r.json()["Meta Data"]
Out[3]: {'1. Information': 'Daily Time Series with Splits and Dividend Events',
         '2. Symbol': 'IBM',
         '3. Last Refreshed': '2024-06-07',
         '4. Output Size': 'Full size',
         '5. Time Zone': 'US/Eastern'}
`, V{"a": g.s(alUpNum, 16)}, "TIME_SERIES_DAILY_ADJUSTED", "'5. Time Zone': 'US/Eastern'")

	g.finAdd("fin/alphavantage-demo-key-benign", `
# Alpha Vantage docs example — the "demo" key only works for IBM
curl "https://www.alphavantage.co/query?function=GLOBAL_QUOTE&symbol=IBM&apikey=demo"
`, nil, "apikey=demo", "function=GLOBAL_QUOTE")

	g.finAdd("fin/finnhub-env-and-webhook-secret", `
FINNHUB_API_KEY=«a»
# X-Finnhub-Secret header value for /webhook/earnings
FINNHUB_WEBHOOK_SECRET=«b»
FINNHUB_SANDBOX_KEY=«c»
`, V{"a": g.s(alLowNum, 20), "b": g.s(alLowNum, 20), "c": "sandbox_" + g.s(alLowNum, 20)}, "/webhook/earnings")

	g.finAdd("fin/twelvedata-ts-client", `
import TwelveData from "twelvedata";

const client = TwelveData({ key: "«a»" });
const series = await client.timeSeries({ symbol: "EUR/USD", interval: "1min", outputsize: 30 });
`, V{"a": g.hex(32)}, `symbol: "EUR/USD"`)

	g.finAdd("fin/nasdaq-data-link-rc", `
$ cat ~/.nasdaq/data_link_apikey
«a»
$ python -c "import nasdaqdatalink; print(nasdaqdatalink.get_table('SHARADAR/SEP', ticker='AAPL', date='2024-06-07'))"
  ticker        date    open    high     low   close       volume  closeadj  closeunadj lastupdated
0   AAPL  2024-06-07  194.65  196.94  194.14  196.89   53103912.0    196.89      196.89  2024-06-07
`, V{"a": g.s(alAlnum+"_-", 20)}, "SHARADAR/SEP", "~/.nasdaq/data_link_apikey")

	g.finAdd("fin/quandl-legacy-api-config", `
import quandl
quandl.ApiConfig.api_key = '«a»'
df = quandl.get("FRED/GDP", start_date="2000-01-01")
`, V{"a": g.s(alAlnum+"_-", 20)}, `quandl.get("FRED/GDP"`)

	g.finAdd("fin/tiingo-config-and-header", `
$ cat tiingo.cfg
[tiingo]
api_key = «a»
session = true
$ curl -s -H "Content-Type: application/json" -H "Authorization: Token «a»" \
    "https://api.tiingo.com/tiingo/daily/VTI/prices?startDate=2024-05-01&resampleFreq=weekly" | jq length
6
`, V{"a": g.hex(40)}, "resampleFreq=weekly")

	g.finAdd("fin/iexcloud-secret-and-publishable", `
IEX_CLOUD_PUBLISHABLE=«_pk»
IEX_CLOUD_SECRET=«a»
IEX_CLOUD_BASE=https://cloud.iexapis.com/stable
IEX_SANDBOX_TOKEN=«b»
`, V{"_pk": "pk_" + g.hex(32), "a": "sk_" + g.hex(32), "b": "Tsk_" + g.hex(32)}, "IEX_CLOUD_BASE=https://cloud.iexapis.com/stable")

	g.finAdd("fin/fmp-streamlit-secrets-toml", `
# .streamlit/secrets.toml
[fmp]
api_key = "«a»"
base_url = "https://financialmodelingprep.com/api/v3"

[db]
url = "postgresql://dash:«b»@ep-frosty-mountain-«_n».us-east-2.aws.neon.tech/portfolio?sslmode=require"
`, V{"a": g.an(32), "b": g.an(12), "_n": g.digits(6)}, "https://financialmodelingprep.com/api/v3")

	g.finAdd("fin/databento-historical-client", `
import databento as db

client = db.Historical("«a»")
data = client.timeseries.get_range(
    dataset="GLBX.MDP3",
    symbols=["ES.FUT"],
    stype_in="parent",
    schema="mbp-1",
    start="2024-06-10T13:30",
    end="2024-06-10T14:00",
)
`, V{"a": "db-" + g.an(29)}, `dataset="GLBX.MDP3"`)

	g.finAdd("fin/intrinio-sdk-config", `
intrinio.ApiClient().set_api_key('«a»')
intrinio.ApiClient().allow_retries(True)
security_api = intrinio.SecurityApi()
r = security_api.get_security_stock_prices('AAPL', start_date='2024-01-01', frequency='daily')
`, V{"a": "Oj" + g.b64(32)[2:]}, "get_security_stock_prices")

	g.finAdd("fin/lseg-data-config-json", `
$ cat lseg-data.config.json
{
  "sessions": {
    "default": "platform.ldp",
    "platform": {
      "ldp": {
        "app-key": "«a»",
        "username": "GE-A-«_u»-3-«_n»",
        "password": "«b»",
        "signon_control": true
      }
    },
    "desktop": {
      "workspace": {
        "app-key": "«c»"
      }
    }
  }
}
`, V{"a": g.hex(40), "_u": g.digits(8), "_n": g.digits(4), "b": g.pwStrong(), "c": g.hex(40)}, `"default": "platform.ldp"`)

	g.finAdd("fin/refinitiv-rdp-token-curl", `
$ curl -s -X POST https://api.refinitiv.com/auth/oauth2/v1/token \
    -d "username=GE-A-«_u»-3-«_n»" -d "password=«a»" -d "grant_type=password" \
    -d "scope=trapi" -d "takeExclusiveSignOnControl=true" -d "client_id=«b»" | jq .
{
  "access_token": "«c»",
  "refresh_token": "«d»",
  "expires_in": "300",
  "scope": "trapi.data.pricing.read trapi.streaming.pricing.read",
  "token_type": "Bearer"
}
`, V{"_u": g.digits(8), "_n": g.digits(4), "a": g.pwStrong(), "b": g.hex(40), "c": g.jwt("RS256", `{"db":"`+g.hex(8)+`","iss":"https://identity.ciam.refinitiv.net/api/identity/token","sub":"GE-A-`+g.digits(8)+`","scope":"trapi"}`), "d": g.uuid()}, "takeExclusiveSignOnControl=true")

	g.finAdd("fin/bloomberg-bpipe-blpapi-tls", `
import blpapi

opts = blpapi.SessionOptions()
opts.setServerAddress("bpipe-ny-01.acmecap.internal", 8194, 0)
opts.setServerAddress("bpipe-ln-01.acmecap.internal", 8194, 1)
tls = blpapi.TlsOptions.createFromFiles(
    "/etc/bpipe/acmecap-client.p12", "«a»",
    "/etc/bpipe/bloomberg-root-ca.pk7")
opts.setTlsOptions(tls)
auth = blpapi.AuthOptions.createWithApp(appName="acmecap:riskdash")
opts.setSessionIdentityOptions(auth)
session = blpapi.Session(opts)
`, V{"a": g.pw()}, `appName="acmecap:riskdash"`, "bpipe-ny-01.acmecap.internal")

	g.finAdd("fin/bloomberg-bpipe-java-props", `
# riskdash/src/main/resources/bpipe.properties
bpipe.hosts=bpipe-ny-01.acmecap.internal:8194,bpipe-ln-01.acmecap.internal:8194
bpipe.auth.mode=APPLICATION
bpipe.auth.app=acmecap:riskdash
bpipe.tls.client.credentials=/etc/bpipe/acmecap-client.p12
bpipe.tls.client.credentials.password=«a»
bpipe.tls.trust.material=/etc/bpipe/bloomberg-root-ca.pk7
bpipe.subscriptions=//blp/mktdata
`, V{"a": g.pwStrong()}, "bpipe.auth.app=acmecap:riskdash", "bpipe.subscriptions=//blp/mktdata")

	g.finAdd("fin/openbb-user-settings-json", `
$ cat ~/.openbb_platform/user_settings.json
{
  "credentials": {
    "fmp_api_key": "«a»",
    "polygon_api_key": "«b»",
    "fred_api_key": "«c»",
    "benzinga_api_key": null,
    "tradier_api_key": "«d»",
    "tradier_account_type": "sandbox"
  },
  "preferences": {"output_type": "dataframe"},
  "defaults": {"commands": {"equity.price.historical": {"provider": "yfinance"}}}
}
`, V{"a": g.an(32), "b": g.an(32), "c": g.hex(32), "d": g.an(28)}, `"tradier_account_type": "sandbox"`, "equity.price.historical")

	g.finAdd("fin/fred-api-key-r-script", `
library(fredr)
fredr_set_key("«a»")
unrate <- fredr(series_id = "UNRATE", observation_start = as.Date("2000-01-01"))
head(unrate)
`, V{"a": g.hex(32)}, `series_id = "UNRATE"`)
}

// ---- open banking and aggregators ----

func (g *G) finOpenBanking() {
	g.finAdd("fin/truelayer-appsettings-json", `
{
  "TrueLayer": {
    "ClientId": "sandbox-acmepay-«_c»",
    "ClientSecret": "«a»",
    "UseSandbox": true,
    "Payments": {
      "SigningKey": {
        "KeyId": "«_kid»",
        "PrivateKey": "«b»"
      }
    }
  }
}
`, V{"_c": g.s(alLowNum, 6), "a": g.uuid(), "_kid": g.uuid(), "b": jsonEsc(g.ecPKCS8().block())}, `"UseSandbox": true`)

	g.finAdd("fin/truelayer-token-curl", `
$ curl -s -X POST https://auth.truelayer-sandbox.com/connect/token \
  -d grant_type=client_credentials \
  -d client_id=sandbox-acmepay-«_c» \
  -d client_secret=«a» \
  -d scope="payments paydirect" | jq .
{
  "access_token": "«b»",
  "expires_in": 3600,
  "token_type": "Bearer",
  "scope": "payments paydirect"
}
`, V{"_c": g.s(alLowNum, 6), "a": g.uuid(), "b": g.jwt("RS256", `{"iss":"https://auth.truelayer-sandbox.com","client_id":"sandbox-acmepay","scope":["payments","paydirect"],"jti":"`+g.uuid()+`"}`)}, "https://auth.truelayer-sandbox.com/connect/token")

	g.finAdd("fin/truelayer-signing-public-key-benign", `
$ openssl ec -in ec512-private-key.pem -pubout -out ec512-public-key.pem
read EC key
writing EC key
$ cat ec512-public-key.pem
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
# upload this one in Console → Payments → Settings; key id shown: «_kid»
`, V{"_pub": wrap("MIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAAQB"+g.s(alB64, 168), 64), "_kid": g.uuid()}, "Console → Payments → Settings")

	g.finAdd("fin/tink-client-credentials-python", `
TINK_CLIENT_ID = "«_id»"
TINK_CLIENT_SECRET = "«a»"

resp = requests.post("https://api.tink.com/api/v1/oauth/token", data={
    "client_id": TINK_CLIENT_ID,
    "client_secret": TINK_CLIENT_SECRET,
    "grant_type": "client_credentials",
    "scope": "authorization:grant,user:create",
})
`, V{"_id": g.hex(32), "a": g.hex(32)}, `"scope": "authorization:grant,user:create"`)

	g.finAdd("fin/yapily-basic-auth-postman-env", `
{
  "id": "«_pid»",
  "name": "Yapily Sandbox",
  "values": [
    {"key": "baseUrl", "value": "https://api.yapily.com", "enabled": true},
    {"key": "applicationUuid", "value": "«_app»", "type": "default", "enabled": true},
    {"key": "applicationSecret", "value": "«a»", "type": "secret", "enabled": true},
    {"key": "institutionId", "value": "modelo-sandbox", "enabled": true},
    {"key": "consentToken", "value": "«b»", "type": "secret", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_pid": g.uuid(), "_app": g.uuid(), "a": g.uuid(), "b": g.jwt("HS512", `{"INSTITUTION":"modelo-sandbox","CONSENT":"`+g.uuid()+`","APPLICATION_USER_ID":"acme-user-1042","USER":"`+g.uuid()+`"}`)}, "modelo-sandbox", `"name": "Yapily Sandbox"`)

	g.finAdd("fin/plaid-dotenv-quickstart", `
# plaid quickstart .env
PLAID_CLIENT_ID=«_cid»
PLAID_SECRET=«a»
PLAID_ENV=production
PLAID_PRODUCTS=transactions,auth
PLAID_COUNTRY_CODES=US,CA
PLAID_REDIRECT_URI=https://app.ledgerly.io/oauth-return
`, V{"_cid": g.hex(24), "a": g.hex(30)}, "PLAID_PRODUCTS=transactions,auth", "https://app.ledgerly.io/oauth-return")

	g.finAdd("fin/plaid-item-access-token-db-row", `
ledgerly=> SELECT id, user_id, institution_id, plaid_item_id, plaid_access_token, status FROM plaid_items WHERE user_id = 88213;
  id  | user_id | institution_id |           plaid_item_id            |                  plaid_access_token                   | status
------+---------+----------------+------------------------------------+-------------------------------------------------------+--------
 4410 |   88213 | ins_109508     | «_item» | «a» | good
(1 row)
`, V{"_item": g.an(33), "a": g.finPlaidAccess("production")}, "ins_109508")

	g.finAdd("fin/plaid-link-token-create-log", `
[2024-06-12T10:41:02.114Z] info: POST /link/token/create 200 184ms request_id=«_req»
[2024-06-12T10:41:02.115Z] debug: link_token=«_lt» expiration=2024-06-12T14:41:02Z
[2024-06-12T10:42:31.870Z] info: POST /item/public_token/exchange 200 311ms item_id=«_item»
[2024-06-12T10:42:31.871Z] debug: stored access_token=«a» for user 88213
`, V{"_req": g.an(15), "_lt": "link-production-" + g.uuid(), "_item": g.an(33), "a": g.finPlaidAccess("production")}, "/item/public_token/exchange")

	g.finAdd("fin/gocardless-bad-token-new", `
$ curl -s -X POST "https://bankaccountdata.gocardless.com/api/v2/token/new/" \
  -H "accept: application/json" -H "Content-Type: application/json" \
  -d '{"secret_id":"«a»", "secret_key":"«b»"}' | jq .
{
  "access": "«c»",
  "access_expires": 86400,
  "refresh": "«d»",
  "refresh_expires": 2592000
}
`, V{"a": g.uuid(), "b": g.hex(128), "c": g.jwt("HS256", `{"token_type":"access","exp":1718300000,"jti":"`+g.hex(32)+`","id":`+g.digits(5)+`,"secret_id":"`+g.uuid()+`","allowed_cidrs":["0.0.0.0/0","::/0"]}`), "d": g.jwt("HS256", `{"token_type":"refresh","exp":1720800000,"jti":"`+g.hex(32)+`","id":`+g.digits(5)+`}`)}, "https://bankaccountdata.gocardless.com/api/v2/token/new/")

	g.finAdd("fin/nordigen-python-client-requisition", `
from nordigen import NordigenClient

client = NordigenClient(secret_id="«a»", secret_key="«b»")
client.generate_token()
init = client.initialize_session(
    institution_id="SANDBOXFINANCE_SFIN0000",
    redirect_uri="http://localhost:8000/callback",
    reference_id="«_ref»",
)
print(init.link, init.requisition_id)
# https://ob.gocardless.com/ob-psd2/start/«_req2»/SANDBOXFINANCE_SFIN0000 «_req»
`, V{"a": g.uuid(), "b": g.hex(128), "_ref": g.uuid(), "_req2": g.uuid(), "_req": g.uuid()}, "SANDBOXFINANCE_SFIN0000")

	g.finAdd("fin/actual-budget-gocardless-settings", `
$ sqlite3 server-files/account.sqlite "select * from secrets;"
gocardless_secretId|«a»
gocardless_secretKey|«b»
simplefin_token|«c»
`, V{"a": g.uuid(), "b": g.hex(128), "c": b64s("https://beta-bridge.simplefin.org/simplefin/claim/" + g.s(alHexU, 64))}, "gocardless_secretId")

	g.finAdd("fin/simplefin-access-url", `
# firefly-iii importer .env
SIMPLEFIN_BRIDGE_URL=https://beta-bridge.simplefin.org
SIMPLEFIN_ACCESS_URL=https://«_u»:«a»@beta-bridge.simplefin.org/simplefin
FIREFLY_III_URL=http://firefly:8080
FIREFLY_III_ACCESS_TOKEN=«b»
`, V{"_u": g.s(alHexU, 64), "a": g.s(alHexU, 64), "b": g.jwt("RS256", `{"aud":"1","jti":"`+g.hex(80)+`","iat":1718000000,"nbf":1718000000,"exp":1749536000,"sub":"1","scopes":[]}`)}, "FIREFLY_III_URL=http://firefly:8080")

	g.finAdd("fin/saltedge-headers-curl", `
$ curl -s -H "Accept: application/json" -H "Content-type: application/json" \
    -H "App-id: «a»" -H "Secret: «b»" \
    https://www.saltedge.com/api/v6/customers | jq '.data[0] | {customer_id, identifier}'
{
  "customer_id": "«_cid»",
  "identifier": "acme-user-20417"
}
`, V{"a": g.b64u(43), "b": g.b64u(43), "_cid": g.digits(18)}, "https://www.saltedge.com/api/v6/customers")

	g.finAdd("fin/mx-platform-basic-auth-node", `
const configuration = new Configuration({
  basePath: "https://int-api.mx.com",
  username: "«_cid»",
  password: "«a»",
  baseOptions: { headers: { Accept: "application/vnd.mx.api.v1+json" } },
});
const client = new MxPlatformApi(configuration);
`, V{"_cid": g.uuid(), "a": g.hex(40)}, "application/vnd.mx.api.v1+json")

	g.finAdd("fin/finicity-partner-auth", `
POST https://api.finicity.com/aggregation/v2/partners/authentication
Finicity-App-Key: «a»
Content-Type: application/json
Accept: application/json

{"partnerId": "«_pid»", "partnerSecret": "«b»"}

HTTP/1.1 200 OK
{"token": "«c»"}
`, V{"a": g.hex(32), "_pid": g.digits(13), "b": g.an(20), "c": g.an(20)}, "/aggregation/v2/partners/authentication")

	tk := g.pkcs8RSAPEM()
	g.finAdd("fin/teller-mtls-and-token", `
$ ls teller/
certificate.pem  private_key.pem
$ cat teller/private_key.pem
«a»
$ curl -s --cert teller/certificate.pem --key teller/private_key.pem -u «b»: https://api.teller.io/accounts | jq '.[0].id'
"acc_«_acc»"
`, V{"a": tk.block(), "b": "token_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 26), "_acc": g.s(alLowNum, 21)}, "https://api.teller.io/accounts")

	g.finAdd("fin/belvo-client-env", `
BELVO_SECRET_ID=«a»
BELVO_SECRET_PASSWORD=«b»
BELVO_ENV=sandbox
BELVO_WEBHOOK_URL=https://api.finanzas-app.mx/webhooks/belvo
`, V{"a": g.uuid(), "b": g.s(alAlnum+"_", 64)}, "BELVO_ENV=sandbox", "https://api.finanzas-app.mx/webhooks/belvo")

	qwac := g.pkcs8RSAPEM()
	g.finAdd("fin/openbanking-uk-qwac-transport-key", `
$ ls -l certs/obie-sandbox/
-rw-r--r-- 1 ops ops 2139 Mar  4 09:12 «_ssa»-transport.pem
-rw------- 1 ops ops 1704 Mar  4 09:12 «_ssa»-transport.key
-rw-r--r-- 1 ops ops 2131 Mar  4 09:12 «_ssa»-signing.pem
$ cat certs/obie-sandbox/«_ssa»-transport.key
«a»
`, V{"_ssa": g.b64u(22), "a": qwac.block()}, "certs/obie-sandbox/")

	g.finAdd("fin/berlingroup-psd2-consent-headers", `
> POST /v1/consents HTTP/1.1
> Host: xs2a.sandbox.example-bank.de
> X-Request-ID: «_rid»
> PSU-ID: «_psu»
> PSU-IP-Address: 192.0.2.44
> TPP-Redirect-URI: https://tpp.acme.io/cb
> Authorization: Bearer «a»
> Content-Type: application/json
>
> {"access":{"balances":[{"iban":"«_iban»"}]},"recurringIndicator":true,"validUntil":"2024-09-30","frequencyPerDay":4}
< HTTP/1.1 201 Created
< {"consentStatus":"received","consentId":"«_cid»","_links":{"scaRedirect":{"href":"https://xs2a.sandbox.example-bank.de/sca/«_cid»"}}}
`, V{"_rid": g.uuid(), "_psu": "PSU-" + g.digits(6), "a": g.jwt("RS256", `{"sub":"tpp-acme","aud":"xs2a","scope":"AIS","jti":"`+g.uuid()+`"}`), "_iban": finIBAN("DE", "37040044"+g.digits(10)), "_cid": g.an(24)}, "xs2a.sandbox.example-bank.de")
}

// ---- banking as a service and card issuing ----

func (g *G) finBaaS() {
	g.finAdd("fin/unit-org-token-env", `
UNIT_API_URL=https://api.s.unit.sh
UNIT_TOKEN=«a»
UNIT_WEBHOOK_SECRET=«b»
UNIT_ORG_ID=«_org»
`, V{"a": "v2.public." + b64raw(`{"role":"org","userId":"`+g.digits(4)+`","sub":"ops@acme-neo.com","exp":"2025-06-01T00:00:00.000Z","jti":"`+g.digits(5)+`","orgId":"`+g.digits(4)+`","scope":"customers accounts payments cards"}`) + g.b64u(86), "b": g.an(32), "_org": g.digits(4)}, "UNIT_API_URL=https://api.s.unit.sh")

	g.finAdd("fin/treasury-prime-basic-auth", `
$ curl -s -u «_kid»:«a» https://api.sandbox.treasuryprime.com/account | jq '.data[0] | {id, account_number, routing_number, status}'
{
  "id": "acct_«_id»",
  "account_number": "«_an»",
  "routing_number": "011000138",
  "status": "open"
}
`, V{"_kid": "key_" + g.s(alLowNum, 26), "a": g.s(alLowNum, 52), "_id": g.s(alLowNum, 26), "_an": "3000" + g.digits(8)}, "https://api.sandbox.treasuryprime.com/account")

	g.finAdd("fin/increase-api-key-ts", `
import Increase from "increase";

const increase = new Increase({
  apiKey: "«a»",
  environment: "sandbox",
});
const account = await increase.accounts.create({ name: "Payroll float", entity_id: "entity_«_e»" });
`, V{"a": "secret_key_" + g.s(alLowNum, 30), "_e": g.s(alLowNum, 20)}, `environment: "sandbox"`)

	g.finAdd("fin/modern-treasury-ruby", `
require "modern_treasury"

modern_treasury = ModernTreasury::Client.new(
  organization_id: "«_org»",
  api_key: "«a»"
)
po = modern_treasury.payment_orders.create(type: "ach", amount: 125_00, direction: "credit",
  originating_account_id: "«_oa»", receiving_account_id: "«_ra»")
`, V{"_org": g.uuid(), "a": "live-" + g.an(64), "_oa": g.uuid(), "_ra": g.uuid()}, `type: "ach"`)

	g.finAdd("fin/moov-account-keys-env", `
MOOV_DOMAIN=api.moov.io
MOOV_PUBLIC_KEY=«a»
MOOV_SECRET_KEY=«b»
MOOV_FACILITATOR_ACCOUNT_ID=«_acct»
`, V{"a": g.an(16), "b": g.an(16), "_acct": g.uuid()}, "MOOV_DOMAIN=api.moov.io")

	g.finAdd("fin/dwolla-token-client-credentials", `
$ curl -s -X POST https://api-sandbox.dwolla.com/token \
    -u «a»:«b» \
    -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials"
{"access_token":"«c»","token_type":"bearer","expires_in":3599}
`, V{"a": g.an(50), "b": g.an(50), "c": g.an(50)}, "https://api-sandbox.dwolla.com/token")

	g.finAdd("fin/marqeta-core-api-config", `
# config/marqeta.yml
sandbox:
  base_url: https://sandbox-api.marqeta.com/v3
  application_token: «a»
  admin_access_token: «b»
  program_short_code: acme_prepaid
  card_product_token: «_cp»
`, V{"a": g.uuid(), "b": g.uuid(), "_cp": "acme-virtual-" + g.s(alLowNum, 8)}, "program_short_code: acme_prepaid")

	g.finAdd("fin/marqeta-jit-funding-webhook-basic", `
2024-06-12 11:03:44.203 INFO  [jit-gateway] POST /marqeta/jit from 34.232.121.14 card_token=«_ct» amount=42.17 currency_code=USD
2024-06-12 11:03:44.203 DEBUG [jit-gateway] Authorization: Basic «a»
2024-06-12 11:03:44.209 INFO  [jit-gateway] jit_funding decision=APPROVED token=«_tok» gpa_order=«_gpa»
`, V{"_ct": g.uuid(), "a": b64s("marqeta_jit:" + g.pwStrong()), "_tok": g.uuid(), "_gpa": g.uuid()}, "/marqeta/jit")

	g.finAdd("fin/lithic-sdk-and-webhook-secret", `
import Lithic from 'lithic';

const lithic = new Lithic({ apiKey: '«a»', environment: 'sandbox' });
const webhookSecret = '«b»';
const card = await lithic.cards.create({ type: 'VIRTUAL', memo: 'AWS billing', spend_limit: 500000 });
console.log(card.token, card.last_four); // «_t» 4417
`, V{"a": g.uuid(), "b": "whsec_" + g.b64(32), "_t": g.uuid()}, "memo: 'AWS billing'")

	g.finAdd("fin/currencycloud-login", `
$ curl -s -X POST https://devapi.currencycloud.com/v2/authenticate/api \
    -F login_id=treasury@acme-fx.co.uk -F api_key=«a»
{"auth_token":"«b»"}
$ curl -s -H "X-Auth-Token: «b»" https://devapi.currencycloud.com/v2/balances/find | jq '.balances[] | {currency, amount}'
{"currency": "GBP", "amount": "152044.18"}
{"currency": "EUR", "amount": "9900.00"}
`, V{"a": g.hex(64), "b": g.hex(32)}, "login_id=treasury@acme-fx.co.uk")

	g.finAdd("fin/airwallex-login-headers", `
POST /api/v1/authentication/login HTTP/1.1
Host: api-demo.airwallex.com
x-client-id: «_cid»
x-api-key: «a»
Content-Length: 0

HTTP/1.1 201 Created
{"expires_at":"2024-06-12T12:10:44+0000","token":"«b»"}
`, V{"_cid": g.an(22), "a": g.hex(128), "b": g.jwt("HS256", `{"type":"client","data":{"company_id":"`+g.uuid()+`","api_version":"2024-03-31","client_id":"`+g.an(22)+`"},"dc":"SG","jti":"`+g.uuid()+`","sub":"`+g.uuid()+`"}`)}, "api-demo.airwallex.com")

	wk := g.pkcs8RSAPEM()
	g.finAdd("fin/wise-token-and-sca-key", `
WISE_API_TOKEN=«a»
WISE_PROFILE_ID=«_p»
WISE_SCA_PRIVATE_KEY="«b»"
`, V{"a": g.uuid(), "_p": g.digits(8), "b": jsonEsc(wk.block())}, "WISE_PROFILE_ID")

	g.finAdd("fin/rapyd-signature-node", `
const accessKey = "«a»";
const secretKey = "«b»";
const salt = crypto.randomBytes(8).toString("hex");
const timestamp = Math.round(Date.now() / 1000);
const toSign = method + urlPath + salt + timestamp + accessKey + secretKey + body;
const signature = Buffer.from(crypto.createHmac("sha256", secretKey).update(toSign).digest("hex")).toString("base64");
`, V{"a": "rak_" + g.s(alHexU, 32), "b": "rsk_" + g.s(alHexU, 64)}, "crypto.randomBytes(8)")

	g.finAdd("fin/column-api-key-httpie", `
$ http -a :«a» POST https://api.column.com/transfers/ach \
    bank_account_id=bacc_«_b» counterparty_id=cpty_«_c» amount:=150000 currency_code=USD type=CREDIT
HTTP/1.1 200 OK
{"id": "acht_«_t»", "status": "INITIATED", "amount": 150000, "effective_on": "2024-06-13"}
`, V{"a": "live_" + g.an(40), "_b": g.an(27), "_c": g.an(27), "_t": g.an(27)}, "https://api.column.com/transfers/ach")

	g.finAdd("fin/galileo-program-api-creds", `
# galileo.ini  (Program API, CV environment)
[galileo]
endpoint = https://api-sandbox.cv.gpsrv.com/intserv/4.0/
apiLogin = «_l»
apiTransKey = «a»
providerId = «_p»
transactionId_prefix = ACMEPP-
`, V{"_l": g.s(alAlnum, 6) + "-9999", "a": g.s(alAlnum, 10), "_p": g.digits(3)}, "transactionId_prefix = ACMEPP-")
}

// ---- FIX sessions ----

func (g *G) finFIX() {
	g.finAdd("fin/quickfix-initiator-cfg", `
$ cat config/initiator.cfg
[DEFAULT]
ConnectionType=initiator
ReconnectInterval=5
FileStorePath=store
FileLogPath=log
StartTime=00:00:00
EndTime=00:00:00
UseDataDictionary=Y
DataDictionary=spec/FIX44.xml
SocketConnectHost=fix-uat.primebroker.example.com
SocketConnectPort=9878
HeartBtInt=30

[SESSION]
BeginString=FIX.4.4
SenderCompID=ACMECAP_UAT
TargetCompID=PBX
Username=acmecap_uat
Password=«a»
`, V{"a": g.pwStrong()}, "SenderCompID=ACMECAP_UAT", "fix-uat.primebroker.example.com")

	g.finAdd("fin/quickfixj-ssl-settings", `
[default]
ConnectionType=initiator
SocketUseSSL=Y
SocketKeyStore=/opt/oms/certs/acme-fix.jks
SocketKeyStorePassword=«a»
SocketTrustStore=/opt/oms/certs/venue-truststore.jks
SocketTrustStorePassword=«b»
EnabledProtocols=TLSv1.2
[session]
BeginString=FIXT.1.1
DefaultApplVerID=FIX.5.0SP2
SenderCompID=ACME_OMS
TargetCompID=VENUEX
`, V{"a": g.pw(), "b": g.s(alLower, 10)}, "SenderCompID=ACME_OMS", "DefaultApplVerID=FIX.5.0SP2")

	g.finAdd("fin/fix-logon-message-log-pipes", `
20240612-13:30:00.118 : 8=FIX.4.4|9=«=len»|35=A|34=1|49=ACMECAP_UAT|52=20240612-13:30:00.117|56=PBX|98=0|108=30|141=Y|553=acmecap_uat|554=«a»|10=«=ck»|
20240612-13:30:00.302 : 8=FIX.4.4|9=71|35=A|34=1|49=PBX|52=20240612-13:30:00.301|56=ACMECAP_UAT|98=0|108=30|141=Y|10=044|
20240612-13:30:30.304 : 8=FIX.4.4|9=57|35=0|34=2|49=ACMECAP_UAT|52=20240612-13:30:30.303|56=PBX|10=201|
`, V{"=len": fmt.Sprint(100 + g.r.IntN(40)), "a": g.pwStrong(), "=ck": fmt.Sprintf("%03d", g.r.IntN(256))}, "49=ACMECAP_UAT", "56=PBX")

	rawPw := g.pwURL()
	g.finAdd("fin/fix-logon-soh-caret-a", `
$ grep '35=A' log/FIX.4.2-ACME-EXEC.messages.current.log | head -1
8=FIX.4.2^A9=«=len»^A35=A^A34=1^A49=ACME^A52=«_t»^A56=EXEC^A96=«a»^A95=«=rl»^A98=0^A108=30^A10=«=ck»^A
`, V{"=len": fmt.Sprint(90 + g.r.IntN(30)), "_t": g.finOrdTime(), "a": rawPw, "=rl": fmt.Sprint(len(rawPw)), "=ck": fmt.Sprintf("%03d", g.r.IntN(256))}, "log/FIX.4.2-ACME-EXEC.messages.current.log")

	g.finAdd("fin/coinbase-fix-logon-python", `
def logon_message(self, seq_num: int) -> str:
    sending_time = datetime.utcnow().strftime("%Y%m%d-%H:%M:%S.%f")[:-3]
    raw = "\x01".join([sending_time, "A", str(seq_num), API_KEY, "Coinbase", PASSPHRASE])
    signature = base64.b64encode(hmac.new(base64.b64decode(API_SECRET), raw.encode(), hashlib.sha256).digest()).decode()
    ...

API_KEY = "«a»"
API_SECRET = "«b»"
PASSPHRASE = "«c»"
SVC_ACCOUNT_ID = "«_svc»"
FIX_HOST = "fix-ord.sandbox.exchange.coinbase.com:6121"
`, V{"a": g.hex(32), "b": g.b64(64), "c": g.s(alLowNum, 11), "_svc": g.uuid()}, "fix-ord.sandbox.exchange.coinbase.com:6121")

	g.finAdd("fin/fix-new-order-single-benign", `
8=FIX.4.4|9=178|35=D|34=1187|49=ACMECAP|52=«_t»|56=PBX|1=«_acct»|11=«_cl»|21=1|38=2500|40=2|44=101.37|54=1|55=MSFT|59=0|60=«_t»|207=XNAS|10=122|
8=FIX.4.4|9=251|35=8|34=2211|49=PBX|52=«_t2»|56=ACMECAP|6=101.36|11=«_cl»|14=2500|17=«_exec»|31=101.36|32=2500|37=«_oid»|39=2|54=1|55=MSFT|150=F|151=0|10=087|
`, V{"_t": g.finOrdTime(), "_acct": "ACM" + g.digits(6), "_cl": g.finClOrd(), "_t2": g.finOrdTime(), "_exec": g.s(alUpNum, 16), "_oid": g.digits(12)}, "55=MSFT", "207=XNAS")

	g.finAdd("fin/quickfixn-cfg-with-cert-password", `
[SESSION]
BeginString=FIX.4.4
SenderCompID=ACME_DROP
TargetCompID=LMAX
SocketConnectHost=fix-marketdata.london-demo.lmax.com
SocketConnectPort=443
SSLEnable=Y
SSLServerName=fix-marketdata.london-demo.lmax.com
SSLCertificate=certs\acme_drop.pfx
SSLCertificatePassword=«a»
ResetOnLogon=Y
Username=acme_drop
Password=«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "SSLServerName=fix-marketdata.london-demo.lmax.com", "SenderCompID=ACME_DROP")

	g.finAdd("fin/simplefix-python-logon", `
msg = simplefix.FixMessage()
msg.append_pair(8, "FIX.4.4")
msg.append_pair(35, "A")
msg.append_pair(49, "ACMEFX01")
msg.append_pair(56, "FXALLGW")
msg.append_pair(34, 1)
msg.append_utc_timestamp(52)
msg.append_pair(98, 0)
msg.append_pair(108, 30)
msg.append_pair(553, "acmefx01")
msg.append_pair(554, "«a»")
sock.sendall(msg.encode())
`, V{"a": g.pw()}, `msg.append_pair(49, "ACMEFX01")`)

	g.finAdd("fin/fix-password-change-logon", `
# rotating the venue password: 554 = current, 925 = NewPassword
8=FIX.4.4|9=«=len»|35=A|34=1|49=ACMECAP|56=VENUEX|52=«_t»|98=0|108=30|553=acmecap|554=«a»|925=«b»|10=«=ck»|
8=FIX.4.4|9=96|35=A|34=1|49=VENUEX|56=ACMECAP|52=«_t»|98=0|108=30|1409=0|10=233|
`, V{"=len": fmt.Sprint(120 + g.r.IntN(30)), "_t": g.finOrdTime(), "a": g.pwStrong(), "b": g.pwStrong(), "=ck": fmt.Sprintf("%03d", g.r.IntN(256))}, "925 = NewPassword", "1409=0")

	g.finAdd("fin/fix-session-reject-chat", `
oms-bot  09:31  FIX session ACMECAP->PBX rejected logon: 58=Invalid credentials (user acmecap_uat)
maria    09:33  their ops reset it, new password is «a» — I'll put it in Vault under kv/oms/pbx-uat after lunch
tom      09:34  👍 can you also bump HeartBtInt back to 30, we saw 35=1 test requests all morning
`, V{"a": g.pw()}, "kv/oms/pbx-uat", "58=Invalid credentials")

	g.finAdd("fin/fix-spring-application-yml", `
quickfixj:
  client:
    enabled: true
    config: classpath:quickfixj-client.cfg
    auto-startup: true
fix:
  sessions:
    - sender-comp-id: ACME_OMS
      target-comp-id: CMEGW
      sender-sub-id: «_sub»
      username: acme_oms_cme
      password: «a»
      raw-data-secret: «b»
`, V{"_sub": "OPS" + g.digits(3), "a": g.pwStrong(), "b": g.hex(40)}, "target-comp-id: CMEGW", "classpath:quickfixj-client.cfg")
}

// ---- SWIFT, ISO 20022 and bank files ----

func (g *G) finSwift() {
	g.finAdd("fin/swift-api-oauth-curl", `
$ curl -s -X POST https://sandbox.swift.com/oauth2/v1/token \
    -u "«_ck»:«a»" \
    -d "grant_type=password&username=sandbox-id&password=«b»&scope=swift.apitracker" | jq '{access_token, expires_in, refresh_token}'
{
  "access_token": "«c»",
  "expires_in": "1799",
  "refresh_token": "«d»"
}
`, V{"_ck": g.an(32), "a": g.an(16), "b": g.an(24), "c": g.an(28), "d": g.an(32)}, "scope=swift.apitracker", "https://sandbox.swift.com/oauth2/v1/token")

	g.finAdd("fin/swift-gpi-tracker-uetr-benign", `
$ curl -s -H "Authorization: Bearer $SWIFT_TOKEN" \
    https://sandbox.swift.com/swift-apitracker/v5/payments/«_u»/transactions | jq '.transaction_status, .payment_event[0].from'
"ACCC"
"GPMIUS30XXX"
`, V{"_u": g.uuid()}, "Bearer $SWIFT_TOKEN", "GPMIUS30XXX")

	g.finAdd("fin/swift-sdk-config-yaml", `
# swift-sdk/config.yaml
environment: pilot
consumer_key: «_ck»
consumer_secret: «a»
certificate:
  path: /opt/swift/certs/acmebank-lau.p12
  password: «b»
bic: ACMEGB2LXXX
lau_key: «c»
`, V{"_ck": g.an(32), "a": g.an(16), "b": g.pw(), "c": g.an(32)}, "bic: ACMEGB2LXXX", "/opt/swift/certs/acmebank-lau.p12")

	g.finAdd("fin/alliance-lite2-autoclient-props", `
# AutoClient/config/autoclient.properties
autoclient.sendDirectory=D:\\SWIFT\\AutoClient\\emission
autoclient.receiveDirectory=D:\\SWIFT\\AutoClient\\reception
autoclient.lau.enabled=true
autoclient.lau.key=«a»
autoclient.proxy.host=proxy.acme-treasury.local
autoclient.proxy.user=svc_swiftlite
autoclient.proxy.password=«b»
`, V{"a": g.an(32), "b": g.pw()}, "autoclient.proxy.user=svc_swiftlite")

	g.finAdd("fin/ebics-client-keyring-passphrase", `
$ python
>>> from fintech.ebics import EbicsKeyRing, EbicsBank, EbicsUser, EbicsClient
>>> keyring = EbicsKeyRing(keys='~/ebics/acme.keys', passphrase='«a»')
>>> bank = EbicsBank(keyring=keyring, hostid='EBIXQUAL', url='https://www.ebics.de/ebics-server/ebics.aspx')
>>> user = EbicsUser(keyring=keyring, partnerid='ACMEPART', userid='ACMEUSR1')
>>> bank.activate_keys()
>>> print(user.create_ini_letter(bankname='Sparkasse Musterstadt', lang='en'))
Hash of the public key (SHA-256): «_h»
`, V{"a": g.pw(), "_h": g.finFP()}, "hostid='EBIXQUAL'", "partnerid='ACMEPART'")

	ek := g.rsaPEM()
	g.finAdd("fin/ebics-java-a006-key-pem", `
$ ls ~/.ebics/users/ACMEUSR1/
A006.pem  E002.pem  X002.pem  bank_keys.json  user.properties
$ cat ~/.ebics/users/ACMEUSR1/A006.pem
«a»
`, V{"a": ek.block()}, "bank_keys.json", "~/.ebics/users/ACMEUSR1/")

	hk := g.rsaPEM()
	g.finAdd("fin/bank-h2h-sftp-private-key", `
$ cat /etc/treasury/h2h/jpm-h2h.conf
host = transmissions.jpmorgan.com
port = 22
user = ACMEH2H01
identity = /etc/treasury/h2h/id_rsa_jpm
outbound_dir = /Inbound/Encrypted
pgp_recipient = JPMC-H2H-PROD
$ cat /etc/treasury/h2h/id_rsa_jpm
«a»
`, V{"a": hk.block()}, "user = ACMEH2H01", "pgp_recipient = JPMC-H2H-PROD")

	pk := g.pgpPrivate()
	g.finAdd("fin/bank-pgp-signing-key-export", `
$ gpg --list-secret-keys treasury-signing@acme.co
sec   rsa4096 2023-02-11 [SC] [expires: 2025-02-10]
      «_fp»
uid           [ultimate] Acme Treasury Payments <treasury-signing@acme.co>
$ gpg --export-secret-keys --armor treasury-signing@acme.co > signing.asc && cat signing.asc
«a»
`, V{"_fp": g.s(alHexU, 40), "a": pk.begin + pk.body + "\n" + pk.end}, "treasury-signing@acme.co")

	g.finAdd("fin/pain001-xml-benign", `
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>ACME-«_m»</MsgId>
      <CreDtTm>2024-06-12T10:15:00</CreDtTm>
      <NbOfTxs>1</NbOfTxs>
      <CtrlSum>12500.00</CtrlSum>
    </GrpHdr>
    <PmtInf>
      <DbtrAcct><Id><IBAN>«_ib1»</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></DbtrAgt>
      <CdtTrfTxInf>
        <PmtId><EndToEndId>INV-2024-«_e»</EndToEndId><UETR>«_u»</UETR></PmtId>
        <Amt><InstdAmt Ccy="EUR">12500.00</InstdAmt></Amt>
        <CdtrAcct><Id><IBAN>«_ib2»</IBAN></Id></CdtrAcct>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`, V{"_m": g.digits(10), "_ib1": finIBAN("DE", "20041111"+g.digits(10)), "_e": g.digits(5), "_u": g.uuid(), "_ib2": finIBAN("NL", "INGB0"+g.digits(9))}, "COBADEFFXXX", "pain.001.001.09")

	g.finAdd("fin/camt053-statement-benign", `
<Stmt>
  <Id>«_id»</Id>
  <ElctrncSeqNb>143</ElctrncSeqNb>
  <Acct><Id><IBAN>«_ib»</IBAN></Id><Ccy>GBP</Ccy><Svcr><FinInstnId><BICFI>BUKBGB22</BICFI></FinInstnId></Svcr></Acct>
  <Ntry>
    <Amt Ccy="GBP">4200.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
    <AcctSvcrRef>«_ref»</AcctSvcrRef>
    <NtryDtls><TxDtls><Refs><EndToEndId>«_e2e»</EndToEndId><UETR>«_u»</UETR></Refs></TxDtls></NtryDtls>
  </Ntry>
</Stmt>
`, V{"_id": g.s(alUpNum, 16), "_ib": finIBAN("GB", "BUKB202015"+g.digits(8)), "_ref": g.s(alUpNum, 14), "_e2e": "NOTPROVIDED", "_u": g.uuid()}, "BUKBGB22")

	g.finAdd("fin/nacha-file-header-benign", `
$ head -3 payroll_20240614.ach
101 0910000190«_imm»2406141205A094101WELLS FARGO BANK       ACME PAYROLL LLC
5200ACME PAYROLL LLC                    «_co»PPDPAYROLL   240614240614   1091000010000001
622«_rt»«_acct»0000184250«_emp»JANE Q EMPLOYEE        0091000010000001
`, V{"_imm": g.digits(10), "_co": g.digits(10), "_rt": g.digits(9), "_acct": g.digits(10) + "       ", "_emp": g.s(alUpNum, 15)}, "WELLS FARGO BANK", "ACME PAYROLL LLC")

	g.finAdd("fin/bai2-sftp-pull-script", `
#!/usr/bin/env bash
# pull prior-day BAI2 from the bank, decrypt, hand to the reconciler
set -euo pipefail
export SSHPASS='«a»'
sshpass -e sftp -oBatchMode=no -P 22 acme_recon@sftp.treasury.svb-example.com <<EOF
get /outbound/BAI2/$(date -d yesterday +%Y%m%d)_ACME.bai /data/bai2/
EOF
echo '«b»' | gpg --batch --yes --passphrase-fd 0 -d /data/bai2/*.bai.pgp > /data/bai2/latest.bai
`, V{"a": g.pw(), "b": g.pwStrong()}, "acme_recon@sftp.treasury.svb-example.com")
}

// ---- accounting and ERP ----

func (g *G) finAccounting() {
	g.finAdd("fin/qbo-intuit-oauth-python", `
from intuitlib.client import AuthClient
from quickbooks import QuickBooks

auth_client = AuthClient(
    client_id="AB«a»",
    client_secret="«b»",
    environment="production",
    redirect_uri="https://books-sync.acme.io/intuit/callback",
)
client = QuickBooks(auth_client=auth_client, refresh_token="«c»", company_id="«_realm»")
`, V{"a": g.an(48), "b": g.an(40), "c": "AB11" + g.digits(9) + g.an(37), "_realm": g.digits(19)}, "https://books-sync.acme.io/intuit/callback")

	g.finAdd("fin/qbo-token-refresh-response", `
$ curl -s -X POST https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer \
    -H "Authorization: Basic «a»" \
    -d grant_type=refresh_token -d refresh_token=«b» | jq .
{
  "x_refresh_token_expires_in": 8726400,
  "refresh_token": "«c»",
  "access_token": "«d»",
  "token_type": "bearer",
  "expires_in": 3600
}
`, V{"a": b64s("AB" + g.an(48) + ":" + g.an(40)), "b": "AB11" + g.digits(9) + g.an(37), "c": "AB11" + g.digits(9) + g.an(37), "d": b64raw(`{"enc":"A128CBC-HS256","alg":"dir"}`) + ".." + g.b64u(22) + "." + g.b64u(640) + "." + g.b64u(22)}, "x_refresh_token_expires_in")

	g.finAdd("fin/qbo-query-realm-benign", `
$ curl -s -H "Authorization: Bearer $QBO_ACCESS_TOKEN" -H "Accept: application/json" \
  "https://quickbooks.api.intuit.com/v3/company/«_realm»/query?query=select%20*%20from%20Invoice%20where%20DocNumber%3D%271042%27&minorversion=73" | jq '.QueryResponse.Invoice[0] | {Id, SyncToken, TotalAmt}'
{"Id": "«_id»", "SyncToken": "3", "TotalAmt": 1840.5}
$ echo $intuit_tid
«_tid»
`, V{"_realm": g.digits(19), "_id": g.digits(4), "_tid": "1-" + g.hex(8) + "-" + g.hex(24)}, "Bearer $QBO_ACCESS_TOKEN", "minorversion=73")

	g.finAdd("fin/xero-node-config", `
const xero = new XeroClient({
  clientId: "«_cid»",
  clientSecret: "«a»",
  redirectUris: ["http://localhost:5000/callback"],
  scopes: "openid profile email accounting.transactions accounting.contacts offline_access".split(" "),
});
await xero.setTokenSet({ refresh_token: "«b»", expires_at: «_exp» });
const tenantId = "«_t»";
`, V{"_cid": g.finXeroID(), "a": g.b64u(48), "b": g.hex(64), "_exp": fmt.Sprint(g.finTS()), "_t": g.uuid()}, "accounting.transactions")

	g.finAdd("fin/xero-custom-connection-curl", `
$ curl -s -X POST https://identity.xero.com/connect/token \
    -u «_cid»:«a» \
    -d "grant_type=client_credentials&scope=accounting.transactions accounting.reports.read" | jq -r .access_token
«b»
`, V{"_cid": g.finXeroID(), "a": g.b64u(48), "b": g.jwt("RS256", `{"nbf":1718000000,"exp":1718001800,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"`+g.finXeroID()+`","xero_userid":"`+g.uuid()+`","scope":["accounting.transactions"]}`)}, "https://identity.xero.com/connect/token")

	g.finAdd("fin/netsuite-tba-env", `
NETSUITE_ACCOUNT_ID=«_acct»_SB1
NETSUITE_CONSUMER_KEY=«a»
NETSUITE_CONSUMER_SECRET=«b»
NETSUITE_TOKEN_ID=«c»
NETSUITE_TOKEN_SECRET=«d»
NETSUITE_RESTLET_URL=https://«_acct»-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1402&deploy=1
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64)}, "script=1402&deploy=1")

	g.finAdd("fin/netsuite-oauth1-header-log", `
[netsuite-sync] 2024-06-12T07:00:03Z POST https://«_acct».suitetalk.api.netsuite.com/services/rest/record/v1/vendorBill
[netsuite-sync] headers: {'Authorization': 'OAuth realm="«_acct»",oauth_consumer_key="«a»",oauth_token="«b»",oauth_signature_method="HMAC-SHA256",oauth_timestamp="«_ts»",oauth_nonce="«_n»",oauth_version="1.0",oauth_signature="«_sig»"', 'Content-Type': 'application/json', 'Prefer': 'transient'}
[netsuite-sync] 204 No Content  Location: /services/rest/record/v1/vendorBill/«_id»
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "_ts": fmt.Sprint(g.finTS()), "_n": g.an(11), "_sig": g.b64(32), "_id": g.digits(6)}, "oauth_signature_method=\"HMAC-SHA256\"")

	g.finAdd("fin/netsuite-sdf-account-setup-ci", `
- name: Authenticate SuiteCloud
  run: |
    suitecloud account:setup:ci \
      --account «_acct» \
      --authid acme-prod \
      --certificateid «_cert» \
      --privatekeypath ./netsuite-ci.pem
  env:
    SUITECLOUD_CI_PASSKEY: «a»
`, V{"_acct": g.digits(7), "_cert": g.b64u(43), "a": g.hex(48)}, "--authid acme-prod", "--privatekeypath ./netsuite-ci.pem")

	g.finAdd("fin/sage-intacct-xml-request", `
<?xml version="1.0" encoding="UTF-8"?>
<request>
  <control>
    <senderid>acmeinc</senderid>
    <password>«a»</password>
    <controlid>«_ctl»</controlid>
    <uniqueid>false</uniqueid>
    <dtdversion>3.0</dtdversion>
  </control>
  <operation>
    <authentication>
      <login>
        <userid>xml_gateway</userid>
        <companyid>acme-holdings</companyid>
        <password>«b»</password>
      </login>
    </authentication>
    <content><function controlid="«_f»"><readByQuery><object>APBILL</object><query>STATE = 'Posted'</query><pagesize>100</pagesize></readByQuery></function></content>
  </operation>
</request>
`, V{"a": g.pwStrong(), "_ctl": g.uuid(), "b": g.pw(), "_f": g.uuid()}, "<senderid>acmeinc</senderid>", "<userid>xml_gateway</userid>")

	g.finAdd("fin/sage-intacct-session-response", `
<response>
  <control><status>success</status><senderid>acmeinc</senderid></control>
  <operation>
    <authentication><status>success</status><userid>xml_gateway</userid><companyid>acme-holdings</companyid><sessiontimestamp>2024-06-12T08:11:02+00:00</sessiontimestamp></authentication>
    <result><status>success</status><function>getAPISession</function>
      <data><api><sessionid>«a»</sessionid><endpoint>https://api.intacct.com/ia/xml/xmlgw.phtml</endpoint><locationid></locationid></api></data>
    </result>
  </operation>
</response>
`, V{"a": g.b64u(38) + ".."}, "<function>getAPISession</function>")

	g.finAdd("fin/sage-business-cloud-tokens", `
sage_accounting:
  client_id: «_cid»/«_cid2»
  client_secret: «a»
  callback_url: https://erp-bridge.acme.co.uk/sage/callback
  tokens:
    access_token: «b»
    refresh_token: «c»
    resource_owner_id: «_own»
`, V{"_cid": g.hex(32), "_cid2": g.uuid(), "a": g.s(alAlnum+"=-_.:;[]{}#/", 20), "b": g.jwt("RS256", `{"sub":"`+g.uuid()+`","scope":"full_access","iss":"https://oauth.accounting.sage.com"}`), "c": g.jwt("RS256", `{"sub":"`+g.uuid()+`","typ":"refresh"}`), "_own": g.hex(32)}, "https://erp-bridge.acme.co.uk/sage/callback")

	g.finAdd("fin/concur-password-grant", `
$ curl -s -X POST https://us2.api.concursolutions.com/oauth2/v0/token \
    -d client_id=«_cid» -d client_secret=«a» \
    -d grant_type=password -d username=«_u» -d password=«b» -d credtype=authtoken | jq '{refresh_token, geolocation, expires_in}'
{
  "refresh_token": "«c»",
  "geolocation": "https://us2.api.concursolutions.com",
  "expires_in": 3600
}
`, V{"_cid": g.uuid(), "a": g.uuid(), "_u": g.uuid(), "b": g.an(32), "c": g.uuid()}, "credtype=authtoken", `"geolocation": "https://us2.api.concursolutions.com"`)

	g.finAdd("fin/freshbooks-oauth-python", `
fb = Client(
    client_id="«_cid»",
    client_secret="«a»",
    redirect_uri="https://localhost:8443/freshbooks",
)
auth = fb.get_access_token("«=code»")
print(auth.access_token, auth.refresh_token)
# «b» «c»
`, V{"_cid": g.hex(64), "a": g.hex(64), "=code": g.hex(64), "b": g.hex(64), "c": g.hex(64)}, "https://localhost:8443/freshbooks")

	g.finAdd("fin/zoho-books-self-client", `
ZOHO_ACCOUNTS_URL=https://accounts.zoho.eu
ZOHO_CLIENT_ID=1000.«_cid»
ZOHO_CLIENT_SECRET=«a»
ZOHO_REFRESH_TOKEN=«b»
ZOHO_BOOKS_ORG_ID=«_org»
`, V{"_cid": g.s(alUpNum, 30), "a": g.hex(42), "b": g.finZohoRefresh(), "_org": g.digits(9)}, "ZOHO_ACCOUNTS_URL=https://accounts.zoho.eu")

	g.finAdd("fin/myob-accountright-headers", `
GET https://api.myob.com/accountright/«_cf»/Sale/Invoice/Item?$top=50
Authorization: Bearer «a»
x-myobapi-key: «b»
x-myobapi-version: v2
x-myobapi-cftoken: «c»
`, V{"_cf": g.uuid(), "a": g.b64u(340), "b": g.s(alLowNum, 24), "c": b64s("Administrator:" + g.pw())}, "x-myobapi-version: v2")

	g.finAdd("fin/odoo-xmlrpc-api-key", `
import xmlrpc.client

url, db, username = "https://acme-ltd.odoo.com", "acme-ltd-main-«_db»", "finance@acme-ltd.com"
api_key = "«a»"
common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, username, api_key, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
invoices = models.execute_kw(db, uid, api_key, "account.move", "search_read",
                             [[["move_type", "=", "out_invoice"], ["payment_state", "=", "not_paid"]]],
                             {"fields": ["name", "amount_residual"], "limit": 20})
`, V{"_db": g.digits(7), "a": g.hex(40)}, "https://acme-ltd.odoo.com", "finance@acme-ltd.com")

	g.finAdd("fin/business-central-s2s-entra", `
# bc-sync/appsettings.Production.json (excerpt)
"BusinessCentral": {
  "TenantId": "«_t»",
  "Environment": "Production",
  "CompanyId": "«_c»",
  "ClientId": "«_cid»",
  "ClientSecret": "«a»",
  "Scope": "https://api.businesscentral.dynamics.com/.default"
}
`, V{"_t": g.uuid(), "_c": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "https://api.businesscentral.dynamics.com/.default")

	g.finAdd("fin/bill-com-login", `
$ curl -s -X POST https://gateway.stage.bill.com/connect/v3/login -H 'Content-Type: application/json' -d '{
  "username": "ap-automation@acme.io",
  "password": "«a»",
  "organizationId": "«_org»",
  "devKey": "«b»"
}' | jq '{sessionId, organizationId, userId}'
{
  "sessionId": "«c»",
  "organizationId": "«_org»",
  "userId": "«_u»"
}
`, V{"a": g.pw(), "_org": "008" + g.s(alAlnum, 15), "b": g.s(alAlnum, 20), "c": "!" + g.s(alAlnum, 10) + "." + g.s(alAlnum+"_", 40), "_u": "006" + g.s(alAlnum, 15)}, "ap-automation@acme.io")

	g.finAdd("fin/ramp-client-credentials", `
RAMP_CLIENT_ID=«_a»
RAMP_CLIENT_SECRET=«b»
RAMP_SCOPES="transactions:read bills:read receipts:read"
RAMP_ENV=production
`, V{"_a": "ramp_id_" + g.an(40), "b": "ramp_sec_" + g.an(48)}, "RAMP_SCOPES=\"transactions:read bills:read receipts:read\"")

	g.finAdd("fin/brex-user-token-curl", `
$ curl -s -H "Authorization: Bearer «a»" https://platform.brexapis.com/v2/transactions/card/primary?limit=5 | jq '.items[].merchant.raw_descriptor'
"AWS EMEA"
"GITHUB, INC."
"LINEAR ORBIT"
`, V{"a": "bxt_" + g.an(40)}, "https://platform.brexapis.com/v2/transactions/card/primary?limit=5")

	g.finAdd("fin/expensify-integration-server", `
$ curl -s -X POST 'https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations' -d 'requestJobDescription={
    "type":"get",
    "credentials":{
        "partnerUserID":"aa_ap_acme_io",
        "partnerUserSecret":"«a»"
    },
    "inputSettings":{"type":"policyList","adminOnly":true}
}'
`, V{"a": g.hex(40)}, `"partnerUserID":"aa_ap_acme_io"`)

	g.finAdd("fin/ledger-cli-and-beancount-benign", `
$ bean-query books/2024.beancount "SELECT account, sum(position) WHERE account ~ 'Assets:Bank' GROUP BY account"
account                        sum(position)
-----------------------------  -------------
Assets:Bank:Wise:EUR           18204.11 EUR
Assets:Bank:Chase:Checking4417  9142.73 USD
$ grep -n 'import-config' books/importers.py
12:    CONFIG = [ChaseCSVImporter("Assets:Bank:Chase:Checking4417", account_number="****4417")]
`, nil, "Assets:Bank:Chase:Checking4417", "account_number=\"****4417\"")
}

// ---- tax and invoicing ----

func (g *G) finTax() {
	g.finAdd("fin/avalara-avatax-python", `
from avalara import AvataxClient

client = AvataxClient("acme-checkout", "2.4.1", "web-01", "production")
client.add_credentials("«_acct»", "«a»")
tax = client.create_transaction(None, {"type": "SalesInvoice", "companyCode": "ACMEUS", "date": "2024-06-12",
                                       "customerCode": "CUST-«_c»", "lines": [{"amount": 199.0, "taxCode": "SW054000"}]})
`, V{"_acct": g.digits(10), "a": g.s(alHexU, 16), "_c": g.digits(5)}, `"companyCode": "ACMEUS"`, "SW054000")

	g.finAdd("fin/avalara-basic-auth-header", `
> GET /api/v2/utilities/ping HTTP/1.1
> Host: sandbox-rest.avatax.com
> Authorization: Basic «a»
> X-Avalara-Client: acme-checkout; 2.4.1; REST; v2; web-01
< HTTP/1.1 200 OK
< {"version":"24.6.0","authenticated":true,"authenticationType":"AccountIdLicenseKey","authenticatedUserName":null,"authenticatedUserId":null,"authenticatedAccountId":«_acct»}
`, V{"a": b64s(g.digits(10) + ":" + g.s(alHexU, 16)), "_acct": g.digits(10)}, "sandbox-rest.avatax.com", "AccountIdLicenseKey")

	g.finAdd("fin/taxjar-ruby-client", `
client = Taxjar::Client.new(api_key: '«a»', api_url: Taxjar::API_URL)
order = client.tax_for_order(from_country: 'US', from_zip: '94111', to_country: 'US', to_zip: '10001',
                             amount: 149.95, shipping: 10, nexus_addresses: [{ country: 'US', state: 'CA' }])
`, V{"a": g.hex(32)}, "client.tax_for_order")

	g.finAdd("fin/vertex-o-series-oauth", `
vertex:
  base-url: https://calcconnect.vertexsmb.com/vertex-ws/v2
  oauth:
    token-url: https://auth.vertexsmb.com/identity/connect/token
    client-id: «_cid»
    client-secret: «a»
    scope: calc-rest-api
  company: ACME-US-01
`, V{"_cid": g.hex(16) + ".vertexinc.com", "a": g.an(32)}, "scope: calc-rest-api", "company: ACME-US-01")

	g.finAdd("fin/hmrc-mtd-vat-obligations", `
$ curl -s "https://test-api.service.hmrc.gov.uk/organisations/vat/«_vrn»/obligations?status=O" \
    -H "Accept: application/vnd.hmrc.1.0+json" \
    -H "Authorization: Bearer «a»" \
    -H "Gov-Client-Connection-Method: DESKTOP_APP_DIRECT" \
    -H "Gov-Client-Device-ID: «_dev»"
{"obligations":[{"periodKey":"24A1","start":"2024-01-01","end":"2024-03-31","due":"2024-05-07","status":"O"}]}
`, V{"_vrn": g.digits(9), "a": g.hex(32), "_dev": g.uuid()}, "DESKTOP_APP_DIRECT", "application/vnd.hmrc.1.0+json")

	g.finAdd("fin/hmrc-developer-app-creds-env", `
HMRC_CLIENT_ID=«_cid»
HMRC_CLIENT_SECRET=«a»
HMRC_SERVER_TOKEN=«b»
HMRC_BASE_URL=https://test-api.service.hmrc.gov.uk
`, V{"_cid": g.an(28), "a": g.uuid(), "b": g.hex(32)}, "HMRC_BASE_URL=https://test-api.service.hmrc.gov.uk")

	g.finAdd("fin/peppol-storecove-api-key", `
$ curl -s -X POST https://api.storecove.com/api/v2/document_submissions \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d @invoice-«_n».json
{"guid":"«_g»"}
`, V{"a": g.b64u(43), "_n": g.digits(6), "_g": g.uuid()}, "https://api.storecove.com/api/v2/document_submissions")

	g.finAdd("fin/cfdi-pac-finkok-timbrado", `
# timbrado.py — Finkok PAC (demo)
FINKOK_URL = "https://demo-facturacion.finkok.com/servicios/soap/stamp.wsdl"
FINKOK_USER = "facturacion@acme.mx"
FINKOK_PASSWORD = "«a»"
CSD_CER = "certs/CSD_ACME_«_rfc».cer"
CSD_KEY = "certs/CSD_ACME_«_rfc».key"
CSD_KEY_PASSWORD = "«b»"
`, V{"a": g.pw(), "_rfc": "AAA" + g.digits(6) + g.s(alUpNum, 3), "b": g.s(alAlnum, 12)}, "stamp.wsdl", "facturacion@acme.mx")

	g.finAdd("fin/nfe-certificado-a1-php", `
$config = [
    "atualizacao" => "2024-06-12 09:00:00",
    "tpAmb"       => 2,
    "razaosocial" => "ACME COMERCIO LTDA",
    "cnpj"        => "«_cnpj»",
    "siglaUF"     => "SP",
    "schemes"     => "PL_009_V4",
    "versao"      => "4.00",
];
$certificate = Certificate::readPfx(file_get_contents(__DIR__ . '/certs/acme-a1.pfx'), '«a»');
$tools = new Tools(json_encode($config), $certificate);
`, V{"_cnpj": g.digits(14), "a": g.pw()}, "ACME COMERCIO LTDA", "PL_009_V4")

	g.finAdd("fin/sdi-italy-fatturapa-sftp", `
# /etc/fatturapa/sdi-sftp.conf
canale = SDIFTP
host = sdi-sftp.fatturapa.it
utente = «_u»
password = «a»
cartella_invio = /DatiVersoSdI
cartella_ricezione = /DatiDaSdI
cf_trasmittente = IT«_cf»
`, V{"_u": "ACME" + g.digits(5), "a": g.pwStrong(), "_cf": g.digits(11)}, "host = sdi-sftp.fatturapa.it", "cartella_invio = /DatiVersoSdI")

	g.finAdd("fin/india-gst-einvoice-auth", `
POST /eivital/v1.04/auth HTTP/1.1
Host: einv-apisandbox.nic.in
client_id: «_cid»
client_secret: «a»
Gstin: «_gstin»
Content-Type: application/json

{"Data": "«_enc»"}
HTTP/1.1 200 OK
{"Status":1,"Data":{"ClientId":"«_cid»","UserName":"acme_einv","AuthToken":"«b»","Sek":"«c»","TokenExpiry":"2024-06-12 18:14:00"}}
`, V{"_cid": "AAA" + g.s(alUpNum, 17), "a": g.an(20), "_gstin": g.digits(2) + g.s(alUpper, 5) + g.digits(4) + g.s(alUpper, 1) + "1Z" + g.s(alUpNum, 1), "_enc": g.b64(256), "b": g.an(25), "c": g.b64(48)}, "einv-apisandbox.nic.in")

	g.finAdd("fin/zatca-einvoicing-csid", `
$ curl -s -X POST https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal/compliance \
    -H "OTP: 123345" -H "Accept-Version: V2" -d '{"csr": "«_csr»"}' | jq .
{
  "requestID": «_rid»,
  "dispositionMessage": "ISSUED",
  "binarySecurityToken": "«_bst»",
  "secret": "«a»",
  "errors": null
}
`, V{"_csr": g.b64(600), "_rid": g.digits(13), "_bst": g.b64(700), "a": g.b64(32)}, `"dispositionMessage": "ISSUED"`)
}

// ---- KYC and AML vendors ----

func (g *G) finKYC() {
	g.finAdd("fin/onfido-node-client", `
import { DefaultApi, Configuration, Region } from "@onfido/api";

const onfido = new DefaultApi(new Configuration({
  apiToken: "«a»",
  region: Region.EU,
  baseOptions: { timeout: 60_000 },
}));
const applicant = await onfido.createApplicant({ first_name: "Jane", last_name: "Doe" });
console.log(applicant.data.id); // «_id»
`, V{"a": g.finOnfido(), "_id": g.uuid()}, "region: Region.EU")

	g.finAdd("fin/onfido-webhook-token-env", `
ONFIDO_API_TOKEN=«a»
ONFIDO_WEBHOOK_TOKEN=«b»
ONFIDO_WORKFLOW_ID=«_w»
`, V{"a": g.finOnfido(), "b": g.b64u(32), "_w": g.uuid()}, "ONFIDO_WORKFLOW_ID")

	g.finAdd("fin/sumsub-signing-python", `
SUMSUB_APP_TOKEN = "«a»"
SUMSUB_SECRET_KEY = "«b»"
SUMSUB_BASE_URL = "https://api.sumsub.com"

def sign_request(request: requests.PreparedRequest) -> requests.PreparedRequest:
    now = int(time.time())
    data_to_sign = str(now).encode() + request.method.upper().encode() + request.path_url.encode() + (request.body or b"")
    signature = hmac.new(SUMSUB_SECRET_KEY.encode(), data_to_sign, digestmod=hashlib.sha256)
    request.headers["X-App-Token"] = SUMSUB_APP_TOKEN
    request.headers["X-App-Access-Ts"] = str(now)
    request.headers["X-App-Access-Sig"] = signature.hexdigest()
    return request
`, V{"a": g.finSumsubApp(), "b": g.an(32)}, "X-App-Access-Sig")

	g.finAdd("fin/sumsub-webhook-secret-k8s", `
apiVersion: v1
kind: Secret
metadata:
  name: kyc-service
  namespace: onboarding
type: Opaque
stringData:
  SUMSUB_APP_TOKEN: «a»
  SUMSUB_SECRET_KEY: «b»
  SUMSUB_WEBHOOK_SECRET: «c»
  SUMSUB_LEVEL_NAME: basic-kyc-level
`, V{"a": g.finSumsubApp(), "b": g.an(32), "c": g.an(22)}, "SUMSUB_LEVEL_NAME: basic-kyc-level", "namespace: onboarding")

	g.finAdd("fin/persona-inquiry-curl", `
$ curl -s -X POST https://withpersona.com/api/v1/inquiries \
    -H "Authorization: Bearer «a»" \
    -H "Persona-Version: 2023-01-05" -H "Key-Inflection: camel" \
    -d '{"data":{"attributes":{"inquiryTemplateId":"itmpl_«_t»","referenceId":"user_88213"}}}' | jq .data.id
"inq_«_i»"
`, V{"a": "persona_production_" + g.uuid(), "_t": g.an(24), "_i": g.an(24)}, "Persona-Version: 2023-01-05")

	g.finAdd("fin/jumio-basic-auth-token", `
$ curl -s -X POST https://auth.amer-1.jumio.ai/oauth2/token \
    -u «_cid»:«a» -d grant_type=client_credentials | jq -r .access_token
«b»
`, V{"_cid": g.s(alLowNum, 26), "a": g.an(32), "b": g.jwt("RS256", `{"sub":"`+g.uuid()+`","aud":"jumio","iss":"https://auth.amer-1.jumio.ai","scope":"workflow"}`)}, "https://auth.amer-1.jumio.ai/oauth2/token")

	g.finAdd("fin/veriff-keys-env", `
# Veriff integration: public key goes to the SDK, shared secret signs X-HMAC-SIGNATURE
VERIFF_API_KEY=«_pub»
VERIFF_SHARED_SECRET=«a»
VERIFF_BASE_URL=https://stationapi.veriff.com
`, V{"_pub": g.uuid(), "a": g.uuid()}, "VERIFF_BASE_URL=https://stationapi.veriff.com")

	g.finAdd("fin/trulioo-globalgateway-creds", `
TRULIOO_USERNAME=acme_api_prod
TRULIOO_PASSWORD=«a»
TRULIOO_API_KEY=«b»
TRULIOO_CONFIGURATION=Identity Verification
`, V{"a": g.pwStrong(), "b": g.hex(32)}, "TRULIOO_USERNAME=acme_api_prod", "TRULIOO_CONFIGURATION=Identity Verification")

	g.finAdd("fin/complyadvantage-search", `
$ curl -s -X POST "https://api.complyadvantage.com/searches?api_key=«a»" \
    -H "Content-Type: application/json" \
    -d '{"search_term": "ACME Trading FZE", "fuzziness": 0.6, "filters": {"types": ["sanction", "pep", "adverse-media"]}}' | jq '.content.data | {id, ref, total_hits}'
{"id": «_id», "ref": "«_ref»", "total_hits": 3}
`, V{"a": g.an(32), "_id": g.digits(9), "_ref": g.digits(10) + "-" + g.an(8)}, `"search_term": "ACME Trading FZE"`)

	g.finAdd("fin/alloy-evaluations-python", `
ALLOY_TOKEN = os.environ.get("ALLOY_TOKEN", "«a»")
ALLOY_SECRET = os.environ.get("ALLOY_SECRET", "«b»")

resp = requests.post("https://sandbox.alloy.co/v1/evaluations",
                     auth=(ALLOY_TOKEN, ALLOY_SECRET),
                     json={"name_first": "John", "name_last": "Doe", "birth_date": "1985-04-12"})
`, V{"a": g.an(32), "b": g.an(32)}, "https://sandbox.alloy.co/v1/evaluations")

	g.finAdd("fin/socure-id-plus-header", `
POST /api/3.0/EmailAuthScore HTTP/1.1
Host: sandbox.socure.com
Authorization: SocureApiKey «a»
Content-Type: application/json

{"modules":["kyc","watchliststandard","fraud"],"firstName":"Jane","surName":"Doe","customerUserId":"u-88213"}
`, V{"a": g.uuid()}, "sandbox.socure.com", `"customerUserId":"u-88213"`)

	g.finAdd("fin/chainalysis-kyt-token", `
$ curl -s -H "Token: «a»" "https://api.chainalysis.com/api/kyt/v2/users/acme-user-88213/transfers" | jq '.total'
41
`, V{"a": g.hex(64)}, "https://api.chainalysis.com/api/kyt/v2/users/acme-user-88213/transfers")

	g.finAdd("fin/elliptic-sdk-config", `
const { AML } = require("elliptic-sdk");
const { client } = new AML({
  key: "«a»",
  secret: "«b»",
});
const res = await client.post("/v2/wallet/synchronous", {
  subject: { asset: "holistic", blockchain: "holistic", type: "address", hash: "«_addr»" },
  type: "wallet_exposure",
});
`, V{"a": g.hex(32), "b": g.hex(32), "_addr": "bc1q" + g.s(alBech, 38)}, `type: "wallet_exposure"`)
}

// ---- notebooks, pipelines, deployment and logs ----

func (g *G) finOps() {
	g.finAdd("fin/jupyter-notebook-json-cell", `
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "«_cid»",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "os.environ[\"POLYGON_API_KEY\"] = \"«a»\"\n",
    "os.environ[\"APCA_API_KEY_ID\"] = \"«b»\"\n",
    "os.environ[\"APCA_API_SECRET_KEY\"] = \"«c»\"\n"
   ]
  },
`, V{"_cid": g.hex(8), "a": g.an(32), "b": g.finAlpacaID(false), "c": g.an(40)}, `"cell_type": "code"`)

	g.finAdd("fin/airflow-connection-uri-export", `
$ airflow connections get netsuite_prod -o yaml
- conn_id: netsuite_prod
  conn_type: http
  description: SuiteTalk REST, token based auth
  host: «_acct».suitetalk.api.netsuite.com
  login: «a»
  password: «b»
  port: null
  schema: https
  extra_dejson:
    token_id: «c»
    token_secret: «d»
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64)}, "description: SuiteTalk REST, token based auth")

	g.finAdd("fin/airflow-env-conn-postgres-ledger", `
AIRFLOW_CONN_LEDGER_DB='postgresql://etl_ledger:«a»@ledger-db.finance.svc.cluster.local:5432/ledger?sslmode=verify-full'
AIRFLOW_CONN_POLYGON='http://:«b»@api.polygon.io/https'
AIRFLOW_VAR_REPORTING_CURRENCY=EUR
`, V{"a": g.pwURL(), "b": g.an(32)}, "ledger-db.finance.svc.cluster.local", "AIRFLOW_VAR_REPORTING_CURRENCY=EUR")

	g.finAdd("fin/k8s-secret-data-base64-trading", `
$ kubectl get secret alpaca-live -n trading -o yaml
apiVersion: v1
data:
  APCA_API_KEY_ID: «a»
  APCA_API_SECRET_KEY: «b»
kind: Secret
metadata:
  creationTimestamp: "2024-05-02T08:41:17Z"
  name: alpaca-live
  namespace: trading
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(g.finAlpacaID(true)), "b": b64s(g.an(40)), "_rv": g.digits(8), "_uid": g.uuid()}, "namespace: trading")

	g.finAdd("fin/dbt-profiles-snowflake-finance", `
finance_dw:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: acme-fin.eu-west-1
      user: DBT_FINANCE
      password: «a»
      role: TRANSFORMER_FINANCE
      database: FINANCE
      warehouse: FIN_XS
      schema: marts_gl
      threads: 8
`, V{"a": g.pwStrong()}, "role: TRANSFORMER_FINANCE", "account: acme-fin.eu-west-1")

	g.finAdd("fin/docker-compose-trading-stack", `
services:
  timescaledb:
    image: timescale/timescaledb:2.15.1-pg16
    environment:
      POSTGRES_USER: ticks
      POSTGRES_PASSWORD: «a»
  collector:
    build: ./collector
    environment:
      DATABASE_URL: postgres://ticks:«a»@timescaledb:5432/ticks
      POLYGON_API_KEY: «b»
      FINNHUB_TOKEN: «c»
      SYMBOL_FILE: /app/universe/sp500.csv
    depends_on: [timescaledb]
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.s(alLowNum, 20)}, "timescale/timescaledb:2.15.1-pg16", "SYMBOL_FILE: /app/universe/sp500.csv")

	g.finAdd("fin/terraform-tfvars-treasury", `
# envs/prod/terraform.tfvars
region              = "eu-west-2"
plaid_client_id     = "«_cid»"
plaid_secret        = "«a»"
modern_treasury_key = "«b»"
ledger_db_password  = "«c»"
alert_email         = "treasury-ops@acme.co"
`, V{"_cid": g.hex(24), "a": g.hex(30), "b": "live-" + g.an(64), "c": g.pwStrong()}, "treasury-ops@acme.co", `region              = "eu-west-2"`)

	g.finAdd("fin/gha-workflow-inline-secret", `
jobs:
  backtest:
    runs-on: ubuntu-latest
    env:
      ALPACA_PAPER: "true"
      APCA_API_KEY_ID: «a»
      APCA_API_SECRET_KEY: ${{ secrets.APCA_API_SECRET_KEY }}
      POLYGON_API_KEY: «b»
    steps:
      - uses: actions/checkout@v4
      - run: python -m backtest --from 2020-01-01 --to 2024-06-01 --strategy mean_reversion
`, V{"a": g.finAlpacaID(false), "b": g.an(32)}, "${{ secrets.APCA_API_SECRET_KEY }}", "--strategy mean_reversion")

	g.finAdd("fin/java-stacktrace-netsuite-config", `
2024-06-12 07:00:04.991 ERROR 1 --- [   scheduling-1] c.a.erp.sync.NetSuiteSyncJob            : sync failed for config NetSuiteProperties(accountId=«_acct», consumerKey=«a», consumerSecret=«b», tokenId=«c», tokenSecret=«d», baseUrl=https://«_acct».suitetalk.api.netsuite.com)
org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"type":"https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2","title":"Unauthorized","status":401,"o:errorDetails":[{"detail":"Invalid login attempt.","o:errorCode":"INVALID_LOGIN"}]}"
	at org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64)}, "c.a.erp.sync.NetSuiteSyncJob", "INVALID_LOGIN")

	g.finAdd("fin/go-struct-dump-broker-config", `
--- FAIL: TestOrderRouter_Live (0.41s)
    router_test.go:88: cfg = &broker.Config{Venue:"tradier", AccountID:"«_acct»", Token:"«a»", Sandbox:false, RateLimit:120, Timeout:10000000000}
    router_test.go:91: expected sandbox mode in tests
FAIL
FAIL	github.com/acme-quant/oms/internal/router	0.512s
`, V{"_acct": "6YA" + g.digits(5), "a": g.an(28)}, "github.com/acme-quant/oms/internal/router", "router_test.go:91")

	g.finAdd("fin/systemd-unit-env-trader", `
$ systemctl cat trader.service
# /etc/systemd/system/trader.service
[Unit]
Description=OANDA mean-reversion trader
After=network-online.target

[Service]
User=trader
Environment=OANDA_ENV=live
Environment=OANDA_ACCOUNT=«_acct»
Environment=OANDA_TOKEN=«a»
ExecStart=/opt/trader/venv/bin/python -m trader.run
Restart=on-failure
`, V{"_acct": "001-004-" + g.digits(7) + "-001", "a": g.finOanda()}, "Description=OANDA mean-reversion trader", "ExecStart=/opt/trader/venv/bin/python -m trader.run")

	g.finAdd("fin/pm2-ecosystem-crypto-bot", `
module.exports = {
  apps: [{
    name: "grid-bot",
    script: "dist/main.js",
    env_production: {
      NODE_ENV: "production",
      EXCHANGE: "bybit",
      BYBIT_KEY: "«a»",
      BYBIT_SECRET: "«b»",
      DISCORD_WEBHOOK: "https://discord.com/api/webhooks/«_wid»/«c»",
    },
  }],
};
`, V{"a": g.an(18), "b": g.an(36), "_wid": g.digits(19), "c": g.b64u(68)}, `script: "dist/main.js"`)

	g.finAdd("fin/vault-kv-get-brokerage", `
$ vault kv get -mount=secret trading/ibkr
====== Secret Path ======
secret/data/trading/ibkr

======= Metadata =======
Key                Value
---                -----
created_time       2024-05-30T14:20:31.118Z
version            4

====== Data ======
Key                Value
---                -----
flex_query_id      «_q»
flex_token         «a»
tws_password       «b»
tws_userid         «_u»
`, V{"_q": g.digits(6), "a": g.digits(24), "b": g.pw(), "_u": "acme" + g.s(alLowNum, 6)}, "secret/data/trading/ibkr")

	g.finAdd("fin/mitmproxy-flow-qbo-bearer", `
$ mitmdump -r flows.mitm --flow-detail 2 '~d quickbooks.api.intuit.com'
127.0.0.1:61244: GET https://quickbooks.api.intuit.com/v3/company/«_realm»/companyinfo/«_realm»
    Host: quickbooks.api.intuit.com
    Accept: application/json
    Authorization: Bearer «a»
    User-Agent: python-quickbooks/0.9.8
 << 200 OK 1.1k
`, V{"_realm": g.digits(19), "a": b64raw(`{"enc":"A128CBC-HS256","alg":"dir"}`) + ".." + g.b64u(22) + "." + g.b64u(700) + "." + g.b64u(22)}, "python-quickbooks/0.9.8")

	g.finAdd("fin/excel-vba-market-data-macro", `
Attribute VB_Name = "MarketData"
Const API_KEY As String = "«a»"
Const BASE_URL As String = "https://api.twelvedata.com/time_series"

Sub RefreshPrices()
    Dim http As Object: Set http = CreateObject("MSXML2.XMLHTTP")
    http.Open "GET", BASE_URL & "?symbol=" & Range("B2").Value & "&interval=1day&apikey=" & API_KEY, False
    http.Send
    Range("C2").Value = http.responseText
End Sub
`, V{"a": g.hex(32)}, `Attribute VB_Name = "MarketData"`, "MSXML2.XMLHTTP")

	g.finAdd("fin/r-renviron-quantmod", `
$ cat ~/.Renviron
TIINGO_API_KEY=«a»
ALPHAVANTAGE_API_KEY=«b»
R_LIBS_USER=~/R/library
`, V{"a": g.hex(40), "b": g.s(alUpNum, 16)}, "R_LIBS_USER=~/R/library")
}

// ---- chats, tickets and reviews ----

func (g *G) finChat() {
	g.finAdd("fin/chat-user-pastes-alpaca-keys", `
user: ok the bot still says 403 forbidden. here are my paper keys so you can check:
key id «a»
secret «b»
assistant: Thanks — don't paste secrets into the chat; please regenerate these in the Alpaca dashboard after we're done. The 403 comes from using the paper keys against https://api.alpaca.markets; set APCA_API_BASE_URL=https://paper-api.alpaca.markets.
`, V{"a": g.finAlpacaID(false), "b": g.an(40)}, "APCA_API_BASE_URL=https://paper-api.alpaca.markets")

	g.finAdd("fin/slack-treasury-bank-portal", `
#treasury-ops
priya.n  10:02  the Barclays.Net portal locked us out again 🙄
dan.w    10:05  reset done. temp creds: user ACME_TRS_02 / pw «a» — must change on first login
priya.n  10:06  got it, changed. also the BAI2 pull failed overnight, sftp says auth denied
dan.w    10:09  that's the key rotation, new passphrase for the h2h key is «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "ACME_TRS_02", "#treasury-ops")

	g.finAdd("fin/jira-ticket-netsuite-creds", `
FIN-2231  NetSuite → Snowflake sync failing since 06/10
Reporter: Karen Liu   Assignee: data-eng   Priority: High

Description:
Sync job errors with INVALID_LOGIN. I regenerated the token in NetSuite (Setup > Users/Roles > Access Tokens), here is the new one:
Token ID: «a»
Token Secret: «b»
Account: «_acct» (production)
Please update the Airflow connection netsuite_prod.
`, V{"a": g.hex(64), "b": g.hex(64), "_acct": g.digits(7)}, "FIN-2231", "Setup > Users/Roles > Access Tokens")

	g.finAdd("fin/pr-review-hardcoded-polygon", `
acme-quant/research#412 · src/loaders/polygon.py line 14
> POLYGON_KEY = "«a»"

@lena-r commented:
  Please move this to the env var; this key is on the paid Stocks Advanced plan and the repo goes to the contractors next week.
@ben-k commented:
  Done in «_sha». I've also revoked it in the dashboard.
`, V{"a": g.an(32), "_sha": g.hex(7)}, "acme-quant/research#412", "Stocks Advanced plan")

	g.finAdd("fin/email-bank-sandbox-onboarding", `
From: API Onboarding <api-onboarding@example-bank.co.uk>
To: dev@acmepay.io
Subject: Your sandbox credentials — AcmePay Ltd (TPP ref 4471)

Hi team,

Your sandbox application has been approved.

Client ID:     «_cid»
Client Secret: «a»
Software Statement ID: «_ssa»

Please keep the client secret confidential. Production access requires a valid eIDAS QWAC.
`, V{"_cid": g.uuid(), "a": g.b64u(43), "_ssa": g.b64u(22)}, "TPP ref 4471", "api-onboarding@example-bank.co.uk")

	g.finAdd("fin/agent-tool-call-env-dump", `
● Bash(env | grep -iE 'kraken|binance|telegram' )
  ⎿  KRAKEN_API_KEY=«a»
     KRAKEN_API_SECRET=«b»
     BINANCE_TESTNET=1
     TELEGRAM_BOT_TOKEN=«c»
● The exchange credentials are set; the failure is the nonce: Kraken requires a strictly increasing nonce per key, and two bot instances share the same key.
`, V{"a": g.finKrakenKey(), "b": g.finKrakenSec(), "c": g.telegram()}, "BINANCE_TESTNET=1", "strictly increasing nonce")

	g.finAdd("fin/github-issue-ccxt-debug-paste", `
### Describe the bug
fetchBalance throws AuthenticationError on bitget since 4.3.40

### Code
`+"```"+`python
exchange = ccxt.bitget({
    "apiKey": "«a»",
    "secret": "«b»",
    "password": "«c»",
})
print(exchange.fetch_balance())
`+"```"+`
### Environment
- ccxt 4.3.41, Python 3.11.9, Ubuntu 22.04
`, V{"a": "bg_" + g.hex(32), "b": g.hex(64), "c": g.pw()}, "ccxt 4.3.41, Python 3.11.9, Ubuntu 22.04")

	g.finAdd("fin/teams-chat-fix-uat-creds", `
[09:14] Guillaume R.: UAT FIX session for the new venue is ready on their side
[09:14] Guillaume R.: SenderCompID ACMEEU_UAT, TargetCompID TQEX, host 10.44.2.17:9443
[09:15] Guillaume R.: Password: «a»
[09:15] Guillaume R.: cert for TLS: I dropped the pfx on the share, pfx password «b»
[09:21] Maya K.: thx, logged on OK (35=A ack'd)
`, V{"a": g.pwStrong(), "b": g.pw()}, "SenderCompID ACMEEU_UAT", "host 10.44.2.17:9443")

	g.finAdd("fin/chat-masked-preview-benign", `
user: which Plaid secret is deployed in prod?
assistant: The Secret Manager version 7 of plaid-secret ends in …«_tail» (created 2024-05-30), which matches the "Production" secret shown in the Plaid dashboard as ••••••••••••••••••••••••«_tail». The sandbox secret is a different value.
`, V{"_tail": g.hex(6)}, "Secret Manager version 7", "plaid-secret")

	g.finAdd("fin/discord-bot-owner-shares-config", `
[trading-bots] Rico — Today at 22:41
anyone know why my 3commas bot won't start? config:
API_KEY=«a»
API_SECRET=«b»
[trading-bots] Mod — Today at 22:43
@Rico delete that message and rotate the key NOW. bots scrape this channel.
`, V{"a": g.hex(64), "b": g.hex(256)}, "[trading-bots] Mod")

	g.finAdd("fin/commit-message-rotation-benign", `
commit «_sha»
Author: Lena R <lena@acme-quant.io>
Date:   Wed Jun 12 10:22:41 2024 +0200

    chore(secrets): rotate Polygon and Tradier keys

    Old keys revoked at the provider. New values are in 1Password
    ("Trading / Data Vendors") and synced to ExternalSecret md-vendor-keys.
`, V{"_sha": g.gitSHA()}, "ExternalSecret md-vendor-keys", "Trading / Data Vendors")

	g.finAdd("fin/agent-summary-xero-setup", `
I've wired up the Xero custom connection:

- ˋXERO_CLIENT_IDˋ = ˋ«_cid»ˋ (not secret, it identifies the app)
- ˋXERO_CLIENT_SECRETˋ = ˋ«a»ˋ — I put it in ˋ.env.localˋ, which is git-ignored
- tenant id ˋ«_t»ˋ (Acme Holdings Ltd, demo company)

Next: run ˋnpm run sync:invoicesˋ to backfill the last 90 days.
`, V{"_cid": g.finXeroID(), "a": g.b64u(48), "_t": g.uuid()}, "npm run sync:invoices", "Acme Holdings Ltd")
}

// ---- benign look-alikes ----

func (g *G) finBenign() {
	isin1, isin2 := finISIN("US0378331"+"00"), g.finUSISIN()
	g.finAdd("fin/benign-securities-master-csv", `
$ head -4 data/secmaster.csv
isin,cusip,figi,lei,ticker,mic,currency
«_i1»,037833100,BBG000B9XRY4,HWUPKR0MPOU8FGXBT394,AAPL,XNAS,USD
«_i2»,«_c2»,«_f2»,«_l2»,ACME,XNYS,USD
DE0007164600,,BBG000BBBJJ4,529900D6BF99LW9R2E68,SAP,XETR,EUR
`, V{"_i1": isin1, "_i2": isin2, "_c2": finCUSIP(isin2[2:10]), "_f2": g.finFIGI(), "_l2": g.finLEI()}, "BBG000B9XRY4", "DE0007164600")

	g.finAdd("fin/benign-test-ibans", `
# tests/fixtures/ibans.py — documentation and test-bank IBANs
VALID = [
    "DE89370400440532013000",       # ECBS example
    "GB33BUKB20201555555555",       # UK example
    "«_i1»",
    "«_i2»",
]
BIC = {"DE": "COBADEFFXXX", "NL": "INGBNL2A", "GB": "BUKBGB22"}
`, V{"_i1": finIBAN("NL", "ABNA0"+g.digits(9)), "_i2": finIBAN("FR", "20041010"+g.digits(15))}, "DE89370400440532013000", "GB33BUKB20201555555555")

	g.finAdd("fin/benign-alpaca-order-json", `
{
  "id": "«_id»",
  "client_order_id": "«_cid»",
  "created_at": "2024-06-12T13:31:02.118412Z",
  "asset_id": "«_aid»",
  "symbol": "AAPL",
  "asset_class": "us_equity",
  "qty": "25",
  "filled_qty": "25",
  "filled_avg_price": "196.41",
  "order_type": "market",
  "side": "buy",
  "status": "filled"
}
`, V{"_id": g.uuid(), "_cid": g.uuid(), "_aid": g.uuid()}, `"asset_class": "us_equity"`)

	g.finAdd("fin/benign-oanda-transactions", `
$ curl -s -H "Authorization: Bearer $OANDA_TOKEN" https://api-fxpractice.oanda.com/v3/accounts/«_acct»/transactions/sinceid?id=«_tid» | jq -c '.transactions[] | {id, type, instrument, units, price, orderID, batchID}'
{"id":"«_t1»","type":"MARKET_ORDER","instrument":"EUR_USD","units":"10000","price":null,"orderID":null,"batchID":"«_t1»"}
{"id":"«_t2»","type":"ORDER_FILL","instrument":"EUR_USD","units":"10000","price":"1.08412","orderID":"«_t1»","batchID":"«_t1»"}
`, V{"_acct": "101-004-" + g.digits(7) + "-001", "_tid": g.digits(4), "_t1": g.digits(4), "_t2": g.digits(4)}, "Bearer $OANDA_TOKEN", "ORDER_FILL")

	g.finAdd("fin/benign-fix-execution-report-drop-copy", `
$ grep '35=8' log/FIX.4.4-ACME_DROP-LMAX.messages.current.log | tail -2
8=FIX.4.4|9=289|35=8|34=«_s1»|49=LMAX|52=«_t1»|56=ACME_DROP|1=«_a»|6=1.08412|11=«_c1»|14=10000|17=«_e1»|31=1.08412|32=10000|37=«_o1»|39=2|54=1|55=EUR/USD|60=«_t1»|150=F|151=0|10=038|
8=FIX.4.4|9=287|35=8|34=«_s2»|49=LMAX|52=«_t2»|56=ACME_DROP|1=«_a»|6=1.08398|11=«_c2»|14=5000|17=«_e2»|31=1.08398|32=5000|37=«_o2»|39=2|54=2|55=EUR/USD|60=«_t2»|150=F|151=0|10=114|
`, V{"_s1": g.digits(5), "_t1": g.finOrdTime(), "_a": g.digits(10), "_c1": g.finClOrd(), "_e1": g.s(alAlnum, 16), "_o1": g.s(alAlnum, 16), "_s2": g.digits(5), "_t2": g.finOrdTime(), "_c2": g.finClOrd(), "_e2": g.s(alAlnum, 16), "_o2": g.s(alAlnum, 16)}, "55=EUR/USD")

	g.finAdd("fin/benign-openbanking-cert-fingerprints", `
$ openssl x509 -in certs/obie-sandbox/transport.pem -noout -subject -serial -fingerprint -sha256
subject=C=GB, O=OpenBanking, OU=«_ou», CN=«_cn»
serial=«_ser»
sha256 Fingerprint=«_fp»
$ openssl x509 -in certs/obie-sandbox/transport.pem -noout -ext subjectKeyIdentifier
X509v3 Subject Key Identifier:
    «_ski»
`, V{"_ou": "0015800001" + g.s(alAlnum, 8), "_cn": g.b64u(22), "_ser": g.s(alHexU, 8), "_fp": g.finFP(), "_ski": strings.TrimSuffix(strings.Repeat(g.s(alHexU, 2)+":", 20), ":")}, "C=GB, O=OpenBanking")

	g.finAdd("fin/benign-plaid-webhook-payload", `
{
  "webhook_type": "TRANSACTIONS",
  "webhook_code": "SYNC_UPDATES_AVAILABLE",
  "item_id": "«_item»",
  "initial_update_complete": true,
  "historical_update_complete": false,
  "environment": "production"
}
Plaid-Verification: «_jwt»
`, V{"_item": g.an(33), "_jwt": g.jwt("ES256", `{"iat":1718190000,"request_body_sha256":"`+g.hex(64)+`"}`)}, "SYNC_UPDATES_AVAILABLE")

	g.finAdd("fin/benign-gocardless-requisition-response", `
{
  "id": "«_r»",
  "created": "2024-06-12T09:12:44.001Z",
  "redirect": "http://localhost:8000/callback",
  "status": "LN",
  "institution_id": "REVOLUT_REVOGB21",
  "agreement": "«_a»",
  "reference": "«_ref»",
  "accounts": ["«_acc1»", "«_acc2»"],
  "link": "https://ob.gocardless.com/ob-psd2/start/«_l»/REVOLUT_REVOGB21"
}
`, V{"_r": g.uuid(), "_a": g.uuid(), "_ref": g.uuid(), "_acc1": g.uuid(), "_acc2": g.uuid(), "_l": g.uuid()}, "REVOLUT_REVOGB21")

	g.finAdd("fin/benign-masked-card-and-account-log", `
2024-06-12T11:03:44.209Z INFO issuing.auth decision=APPROVED card=«_pan» last4=«_l4» acct=****«_a4» mcc=5734 amount=42.17 USD auth_id=«_auth» network_ref=«_nr»
2024-06-12T11:03:44.211Z INFO ledger.post entry=«_e» debit=cardholder:«_ch» credit=settlement:visa amount=4217
`, V{"_pan": "485932******" + g.digits(4), "_l4": g.digits(4), "_a4": g.digits(4), "_auth": g.digits(6), "_nr": g.digits(15), "_e": g.uuid(), "_ch": g.uuid()}, "issuing.auth decision=APPROVED", "credit=settlement:visa")

	g.finAdd("fin/benign-xero-connections-list", `
$ curl -s -H "Authorization: Bearer $XERO_TOKEN" https://api.xero.com/connections | jq .
[
  {
    "id": "«_id»",
    "authEventId": "«_ae»",
    "tenantId": "«_t»",
    "tenantType": "ORGANISATION",
    "tenantName": "Demo Company (UK)",
    "createdDateUtc": "2024-06-12T08:01:12.5400000",
    "updatedDateUtc": "2024-06-12T08:01:12.5430000"
  }
]
`, V{"_id": g.uuid(), "_ae": g.uuid(), "_t": g.uuid()}, "Demo Company (UK)", "Bearer $XERO_TOKEN")

	g.finAdd("fin/benign-netsuite-internal-ids", `
$ suiteql "SELECT id, tranid, entity, foreigntotal, currency FROM transaction WHERE type = 'VendBill' AND createddate > SYSDATE - 1"
id       tranid         entity   foreigntotal  currency
«_i1»   BILL-«_n1»   «_e1»    12840.00      1
«_i2»   BILL-«_n2»   «_e2»     3199.50      2
`, V{"_i1": g.digits(7), "_n1": g.digits(6), "_e1": g.digits(5), "_i2": g.digits(7), "_n2": g.digits(6), "_e2": g.digits(5)}, "type = 'VendBill'")

	g.finAdd("fin/benign-swift-mt103-sample", `
{1:F01ACMEGB2LAXXX«_s»}{2:I103COBADEFFXXXXN}{3:{121:«_u»}}{4:
:20:ACME«_ref»
:23B:CRED
:32A:240612EUR12500,00
:50K:/«_ib1»
ACME HOLDINGS LTD
:59:/«_ib2»
MUSTERMANN GMBH
:71A:SHA
-}
`, V{"_s": g.digits(10), "_u": g.uuid(), "_ref": g.digits(10), "_ib1": finIBAN("GB", "BUKB202015"+g.digits(8)), "_ib2": finIBAN("DE", "20041111"+g.digits(10))}, "MUSTERMANN GMBH", ":32A:240612EUR12500,00")

	g.finAdd("fin/benign-coinbase-public-key-and-order", `
$ cat cdp_public.pem
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
$ python place_order.py --product BTC-USD --side BUY --quote-size 100
{"success": true, "success_response": {"order_id": "«_o»", "product_id": "BTC-USD", "side": "BUY", "client_order_id": "«_c»"}}
`, V{"_pub": wrap("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+g.s(alB64, 88), 64), "_o": g.uuid(), "_c": g.uuid()}, "--quote-size 100")

	g.finAdd("fin/benign-env-example-finance", `
$ cat .env.example
APCA_API_KEY_ID=your_key_id
APCA_API_SECRET_KEY=your_secret_key
PLAID_SECRET=<plaid-secret>
NETSUITE_TOKEN_SECRET=changeme
KRAKEN_API_SECRET=
POLYGON_API_KEY=${POLYGON_API_KEY}
`, nil, "APCA_API_KEY_ID=your_key_id", "PLAID_SECRET=<plaid-secret>", "POLYGON_API_KEY=${POLYGON_API_KEY}")

	g.finAdd("fin/benign-tx-hashes-and-addresses", `
withdrawal completed:
  exchange: kraken
  refid: «_ref»
  txid: «_tx»
  address: bc1q«_addr»
  amount: 0.41200000 BTC  fee: 0.00001500
`, V{"_ref": g.s(alUpNum, 6) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 6), "_tx": g.hex(64), "_addr": g.s(alBech, 38)}, "exchange: kraken")

	g.finAdd("fin/benign-backtest-report", `
$ freqtrade backtesting --strategy MomentumV3 --timerange 20240101-20240601
Result for strategy MomentumV3
================== SUMMARY METRICS ==================
| Metric                      | Value                |
|-----------------------------+----------------------|
| Backtesting from            | 2024-01-01 00:00:00  |
| Total/Daily Avg Trades      | 412 / 2.73           |
| Absolute profit             | 1844.120 USDT        |
| Sharpe                      | 1.41                 |
| Max % of account underwater | 8.91%                |
| Strategy hash               | «_h» |
`, V{"_h": g.hex(32)}, "--strategy MomentumV3", "1844.120 USDT")

	g.finAdd("fin/benign-intuit-tid-and-realm", `
2024-06-12 08:12:03,441 WARNING qbo.client: 429 Too Many Requests realm=«_realm» intuit_tid=«_tid» retry_after=60
2024-06-12 08:13:04,002 INFO    qbo.client: GET /v3/company/«_realm»/query 200 intuit_tid=«_tid2» took=412ms
`, V{"_realm": g.digits(19), "_tid": "1-" + g.hex(8) + "-" + g.hex(24), "_tid2": "1-" + g.hex(8) + "-" + g.hex(24)}, "429 Too Many Requests")
}
