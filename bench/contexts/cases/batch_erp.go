package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// erpxCases adds a second batch on ERP, accounting and finance back-office
// systems as an agent meets them in integration work, written apart from
// the first (erp.go) and from the detectors, with other files and angles.
// Sources: SAP (sapnwrfc.ini with message-server logins, PyRFC parameter
// dicts, SAP GUI scripting, hdbuserstore SET and hdbsql, hdblcm password
// XML, SWPM inifile.params, sapcontrol, HANA JDBC URLs and hdbcli, BTP
// service keys of Build Process Automation and Integration Suite, the
// Cloud Connector REST API, OData from fetch and REST Client files, CPI
// Groovy scripts and the OAuth2ClientCredentials API, SAP Analytics Cloud,
// the Cloud SDK's destinations variable, JCo and ABAP); NetSuite (OAuth
// 1.0 Authorization headers, oauth-1.0a, the PHP toolkit's NSconfig,
// netsuite.ini, SuiteCloud CI certificates, the one-time token page,
// integration records, Postman, SuiteScript, OAuth 2.0 M2M assertions and
// refresh tokens, SuiteAnalytics Connect from jaydebeapi); Oracle
// (FNDCPASS, CONCSUB, sqlplus and adstrtal.sh, HDL uploads, ERP
// Integration SOAP, EPM Automate, the OIC connectivity agent, the UCM
// upload tool, PeopleSoft psappsrv.cfg, JDE Orchestrator); Dynamics 365
// (Business Central web service access keys and MSAL, F&O recurring
// integrations, d365fo.tools, ROPC against Dataverse, AL codeunits, az ad
// app credential reset); Odoo and ERPNext (odoo.conf, XML-RPC from Ruby,
// the JSON-2 API, OdooRPC, database restore, the Bitnami chart, bench
// set-admin-password and generate_keys, webhook secrets, frappe_docker);
// small-business accounting and spend (Sage Intacct SDKs, intuitlib,
// Intuit JWE tokens, QBO webhooks, xero-node and xoauth, Ramp, Tipalti,
// Vertex, TaxJar, Pennylane) and regional ERPs (Exact Online, Visma.net,
// Fortnox, e-conomic, Tripletex, Lexoffice, sevDesk, Moneybird, Holded,
// Billy, Yuki); other ERPs (Infor SyteLine IDO tokens, Epicor, Acumatica,
// Prophet 21, Priority, Cin7, Brightpearl, Unleashed, Fishbowl, Katana);
// banking and treasury (EBICS keyrings and passphrases, FinTS PINs, bank
// SFTP with WinSCP, JSch and keys, PGP-encrypted statements, SWIFT API and
// LAU keys, Plaid, GoCardless Bank Account Data, TrueLayer, Wise,
// Currencycloud, Modern Treasury, Kyriba); payroll and expenses (ADP
// mutual TLS, Gusto, Paychex, BambooHR, Rippling, Paylocity, Personio,
// Concur company tokens, Expensify, Emburse Certify); EDI and AS2
// (pyas2lib, PKCS#12 exports, BizTalk bindings, Connect:Direct, Logic Apps
// SFTP connections); e-invoicing and tax portals (ZATCA, Indian GSPs,
// Mexican PACs and CSD keys, NF-e certificates and CSC, KSeF, NAV Online
// Számla, Aruba SdI, Peppol via Storecove, SII, Chorus Pro, ELSTER, HMRC
// MTD); middleware (MuleSoft wrapper.conf, secure properties tool,
// CloudHub 2.0 secureProperties, Boomi environment extensions, Celigo
// hooks, the Workato SDK's settings and master.key, the Workato agent,
// Talend contexts, Azure Data Factory, Camel RAW(), TIBCO substvar); ERP
// databases (MaxDB, ASE, BR*Tools, NAV SQL, Odoo and Frappe databases);
// and chats, tickets, handover sheets, CSV and spreadsheet exports and
// logs where users paste these. Benign look-alikes: document numbers, GL
// accounts, company codes, vendor and customer ids, company IBANs and
// BICs, EBICS public-key hashes, invoice ids, record GUIDs and etags,
// script and deployment ids, tenant and subaccount ids, certificate
// thumbprints, AS2 MICs, GSTINs and CNPJs, version strings, masked values,
// ciphertext, placeholders and secret-store references. The case names
// start with "erpx/" (erp/ is the first batch's).
func (g *G) erpxCases() {
	g.erpxSAP()
	g.erpxNetSuite()
	g.erpxOracle()
	g.erpxDynamics()
	g.erpxOdooFrappe()
	g.erpxSmallBiz()
	g.erpxRegional()
	g.erpxOtherERP()
	g.erpxBanking()
	g.erpxPayroll()
	g.erpxEDI()
	g.erpxEInvoice()
	g.erpxMiddleware()
	g.erpxDatabases()
	g.erpxTalk()
	g.erpxLogs()
	g.erpxBenign()
}

// ---- helpers used only here ----

// erpxAdd is add with the "erpx/" prefix and "ˋ" standing for a backtick.
func (g *G) erpxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("erpx/"+name, bt(tmpl), v, benign...)
}

// erpxBasic is the value of a Basic Authorization header.
func erpxBasic(user, pass string) string { return b64s(user + ":" + pass) }

// erpxNS is a NetSuite token-based auth value (64 hex digits).
func (g *G) erpxNS() string { return g.hex(64) }

// erpxPW is an SAP-style password (mixed case, digits, one symbol).
func (g *G) erpxPW() string {
	return g.pick(pwWords...) + g.s(alAlnum, 5+g.r.IntN(4)) + g.pick("!", "#", "%", "+", "=", "?") + g.s(alDigit, 2)
}

// erpxEpoch is a Unix time in 2025.
func (g *G) erpxEpoch() int { return 1735700000 + g.r.IntN(30000000) }

// erpxXsuaa is an XSUAA client secret of a binding.
func (g *G) erpxXsuaa() string { return g.uuid() + "$" + g.b64u(43) + "=" }

// erpxSb is an XSUAA client id of a service instance.
func (g *G) erpxSb(app string) string {
	return "sb-" + g.uuid() + "!b" + g.digits(5) + "|" + app + "!b" + g.digits(3)
}

// erpxAAD is a Microsoft Entra access token for an app.
func (g *G) erpxAAD(tenant, appID, aud string) string {
	iat := g.erpxEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"appid":"%s","idtyp":"app","roles":["API.ReadWrite.All"],"tid":"%s","ver":"1.0"}`,
		aud, tenant, iat, iat, iat+3599, appID, tenant))
}

// erpxXsuaaJWT is an access token of an XSUAA client credentials grant.
func (g *G) erpxXsuaaJWT(zone, cid string) string {
	iat := g.erpxEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","ext_attr":{"enhancer":"XSUAA","zdn":"%s"},"sub":"%s","scope":["uaa.resource"],"client_id":"%s","cid":"%s","azp":"%s","grant_type":"client_credentials","iat":%d,"exp":%d,"iss":"https://%s.authentication.eu10.hana.ondemand.com/oauth/token","zid":"%s"}`,
		g.hex(32), zone, cid, cid, cid, cid, iat, iat+43199, zone, g.uuid()))
}

// erpxIntuitAccess is an Intuit OAuth 2.0 access token (a JWE).
func (g *G) erpxIntuitAccess() string {
	return b64raw(`{"enc":"A128CBC-HS256","alg":"dir"}`) + ".." + g.b64u(22) + "." + g.b64u(640) + "." + g.b64u(22)
}

// erpxIntuitRefresh is an Intuit refresh token.
func (g *G) erpxIntuitRefresh() string { return "AB11" + g.digits(10) + g.an(36) }

// erpxXeroAccess is a Xero access token.
func (g *G) erpxXeroAccess(cid string) string {
	iat := g.erpxEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"%s","sub":"%s","auth_time":%d,"xero_userid":"%s","global_session_id":"%s","jti":"%s","authentication_event_id":"%s","scope":["email","profile","openid","accounting.transactions","offline_access"]}`,
		iat, iat+1800, cid, g.hex(32), iat-20, g.uuid(), g.hex(32), g.hex(32), g.uuid()))
}

// erpxIBAN is a made-up IBAN of a company, with n digits after the check.
func (g *G) erpxIBAN(cc string, n int) string { return cc + g.s(alDigit, 2) + g.s(alDigit, n) }

// erpxTripletex is a Tripletex consumer, employee or session token.
func (g *G) erpxTripletex() string {
	return b64s(fmt.Sprintf(`{"tokenId":%d,"token":"%s"}`, 1000+g.r.IntN(900000), g.uuid()))
}

// erpxURL escapes s for a URL's user info or query.
func erpxURL(s string) string { return url.QueryEscape(s) }

// erpxHexPairs is n random bytes as upper-case hex pairs split by sep.
func (g *G) erpxHexPairs(n int, sep string) string {
	p := make([]string, n)
	for i := range p {
		p[i] = g.s(alHexU, 2)
	}
	return strings.Join(p, sep)
}

// ---- SAP ----

func (g *G) erpxSAP() {
	g.erpxAdd("sap-sapnwrfc-ini-message-server", `
$ cat /opt/integrations/rfc/sapnwrfc.ini
# message-server login for the billing extractor
DEST=S4D_LB
MSHOST=s4d-ms.corp.example.net
MSSERV=3601
R3NAME=S4D
GROUP=PUBLIC
CLIENT=100
USER=RFC_BILLING
PASSWD=«a»
LANG=EN
TRACE=0

# production goes through SNC, no password here
DEST=S4P_SNC
ASHOST=s4p-app01.corp.example.net
SYSNR=00
CLIENT=300
SNC_MODE=1
SNC_QOP=9
SNC_PARTNERNAME=p:CN=S4P, OU=SAP Basis, O=Example Corp, C=DE
SNC_LIB=/usr/sap/sapcrypto/libsapcrypto.so
`, V{"a": g.erpxPW()}, "p:CN=S4P, OU=SAP Basis, O=Example Corp, C=DE", "s4d-ms.corp.example.net")

	g.erpxAdd("sap-pyrfc-params-dict", `
# billing/extract.py
from pyrfc import Connection, ABAPApplicationError

S4_PARAMS = {
    "ashost": "10.20.4.31",
    "sysnr": "00",
    "client": "200",
    "user": "ZRFC_BILLING",
    "passwd": "«a»",
    "lang": "EN",
    "trace": "0",
}


def open_items(company_code: str):
    with Connection(**S4_PARAMS) as conn:
        res = conn.call(
            "BAPI_AR_ACC_GETOPENITEMS",
            COMPANYCODE=company_code,
            CUSTOMER="0000100235",
            KEYDATE="20250331",
        )
        return res["LINEITEMS"]
`, V{"a": g.erpxPW()}, `CUSTOMER="0000100235"`, "BAPI_AR_ACC_GETOPENITEMS")

	g.erpxAdd("sap-gui-scripting-vbs-logon", `
' month_end_fbl1n.vbs  (recorded with the SAP GUI script recorder, then edited)
If Not IsObject(application) Then
   Set SapGuiAuto  = GetObject("SAPGUI")
   Set application = SapGuiAuto.GetScriptingEngine
End If
Set connection = application.OpenConnection("S4P [Production]", True)
Set session    = connection.Children(0)
session.findById("wnd[0]/usr/txtRSYST-MANDT").text = "300"
session.findById("wnd[0]/usr/txtRSYST-BNAME").text = "BATCH_FI01"
session.findById("wnd[0]/usr/pwdRSYST-BCODE").text = "«a»"
session.findById("wnd[0]/usr/txtRSYST-LANGU").text = "EN"
session.findById("wnd[0]").sendVKey 0
session.findById("wnd[0]/tbar[0]/okcd").text = "/nFBL1N"
session.findById("wnd[0]").sendVKey 0
session.findById("wnd[0]/usr/ctxtKD_BUKRS-LOW").text = "1710"
`, V{"a": g.erpxPW()}, `"/nFBL1N"`, "wnd[0]/usr/ctxtKD_BUKRS-LOW")

	g.erpxAdd("sap-hdbuserstore-set-positional", `
bwpadm@bwhost01:/usr/sap/BWP/home> hdbuserstore SET BWKEY hana-bw.corp.example.net:30015@BWP BW_EXTRACT «a»
bwpadm@bwhost01:/usr/sap/BWP/home> hdbuserstore LIST BWKEY
DATA FILE       : /usr/sap/BWP/home/.hdb/bwhost01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/BWP/home/.hdb/bwhost01/SSFS_HDB.KEY

KEY BWKEY
  ENV : hana-bw.corp.example.net:30015
  USER: BW_EXTRACT
  DATABASE: BWP
`, V{"a": g.pw()}, "/usr/sap/BWP/home/.hdb/bwhost01/SSFS_HDB.DAT")

	g.erpxAdd("sap-hdbsql-p-flag", `
$ hdbsql -n hana01.corp.example.net:30013 -d SYSTEMDB -u SYSTEM -p «a» -j -A "SELECT DATABASE_NAME, ACTIVE_STATUS FROM M_DATABASES"
| DATABASE_NAME | ACTIVE_STATUS |
| ------------- | ------------- |
| SYSTEMDB      | YES           |
| S4P           | YES           |
2 rows selected (overall time 4312 usec; server time 311 usec)
$ hdbsql -U BACKUPKEY "BACKUP DATA USING FILE ('COMPLETE_DATA_BACKUP')"
0 rows affected (overall time 412.88 sec; server time 412.87 sec)
`, V{"a": g.pwStrong()}, "hdbsql -U BACKUPKEY")

	g.erpxAdd("sap-hdblcm-password-xml", `
# install the HANA 2.0 SPS07 revision on the QA box
$ cat /root/hana_passwords.xml
<?xml version="1.0" encoding="UTF-8"?>
<Passwords>
<password><![CDATA[«a»]]></password>
<sapadm_password><![CDATA[«b»]]></sapadm_password>
<system_user_password><![CDATA[«c»]]></system_user_password>
</Passwords>
$ cat /root/hana_passwords.xml | ./hdblcm --batch --action=install --sid=HQA --number=02 \
    --components=server,client --read_password_from_stdin=xml
`, V{"a": g.erpxPW(), "b": g.erpxPW(), "c": g.erpxPW()}, "--read_password_from_stdin=xml")

	g.erpxAdd("sap-swpm-inifile-params", `
# inifile.params written by SWPM for the unattended S/4HANA 2023 install
# Master password
NW_GetMasterPassword.masterPwd = «a»

# Password of the SAP system administrator <sapsid>adm (leave empty: master password is used)
nwUsers.sidadmPassword = 

# Database system user password of the tenant
NW_HDB_getDBInfo.systemPassword = «b»

NW_GetSidNoProfiles.sid = S4Q
NW_HDB_getDBInfo.instanceNumber = 02
NW_HDB_getDBInfo.dbsid = HQA
archives.downloadBasket = /sapmedia/S4H2023
`, V{"a": g.erpxPW(), "b": g.erpxPW()}, "NW_GetSidNoProfiles.sid = S4Q", "/sapmedia/S4H2023")

	g.erpxAdd("sap-sapcontrol-user-positional", `
s4padm@s4papp01:~> sapcontrol -nr 00 -host s4papp01 -user s4padm «a» -function GetProcessList

07.03.2025 06:12:44
GetProcessList
OK
name, description, dispstatus, textstatus, starttime, elapsedtime, pid
disp+work, Dispatcher, GREEN, Running, 2025 03 02 22:01:13, 104:11:31, 40122
igswd_mt, IGS Watchdog, GREEN, Running, 2025 03 02 22:01:13, 104:11:31, 40123
gwrd, Gateway, GREEN, Running, 2025 03 02 22:01:14, 104:11:30, 40131
icman, ICM, GREEN, Running, 2025 03 02 22:01:14, 104:11:30, 40132
`, V{"a": g.erpxPW()}, "disp+work, Dispatcher, GREEN, Running")

	g.erpxAdd("sap-hana-jdbc-url-properties", `
# src/main/resources/application-hana.properties
spring.datasource.driver-class-name=com.sap.db.jdbc.Driver
spring.datasource.url=jdbc:sap://«_h».hana.prod-eu10.hanacloud.ondemand.com:443/?encrypt=true&validateCertificate=true&user=FIN_APP&password=«a»&currentschema=FINANCE
spring.jpa.database-platform=org.hibernate.dialect.HANADialect
spring.jpa.hibernate.ddl-auto=validate
`, V{"_h": g.uuid(), "a": g.pwURL()}, "org.hibernate.dialect.HANADialect")

	g.erpxAdd("sap-hdbcli-connect-positional", `
from hdbcli import dbapi

conn = dbapi.connect(
    "«_h».hana.prod-us10.hanacloud.ondemand.com",
    443,
    "DBADMIN",
    "«a»",
    encrypt=True,
    sslValidateCertificate=True,
)
cur = conn.cursor()
cur.execute("SELECT COMPANY_CODE, FISCAL_YEAR, SUM(AMOUNT) FROM FIN.GL_BALANCES GROUP BY 1, 2")
for row in cur.fetchall():
    print(row)
`, V{"_h": g.uuid(), "a": g.pw()}, "FIN.GL_BALANCES")

	g.erpxAdd("sap-btp-spa-service-key", `
$ cf service-key spa-prod spa-key | tail -n +2
{
  "endpoints": {
    "api": "https://spa-api-gateway-bpi-eu-prod.cfapps.eu10.hana.ondemand.com"
  },
  "uaa": {
    "apiurl": "https://api.authentication.eu10.hana.ondemand.com",
    "clientid": "«=cid»",
    "clientsecret": "«a»",
    "credential-type": "binding-secret",
    "identityzone": "acme-fin-dev",
    "subaccountid": "«_sub»",
    "tenantid": "«_ten»",
    "tenantmode": "dedicated",
    "uaadomain": "authentication.eu10.hana.ondemand.com",
    "url": "https://acme-fin-dev.authentication.eu10.hana.ondemand.com",
    "xsappname": "«=xs»",
    "zoneid": "«_ten»"
  }
}
`, V{"=cid": g.erpxSb("workflow"), "a": g.erpxXsuaa(), "_sub": g.uuid(), "_ten": g.uuid(), "=xs": g.uuid() + "!b" + g.digits(5) + "|workflow!b10150"}, "https://spa-api-gateway-bpi-eu-prod.cfapps.eu10.hana.ondemand.com")

	g.erpxAdd("sap-cf-create-service-key-it-rt", `
$ cf create-service-key pi-runtime-prd iflow-caller -c '{"grantTypes":["client_credentials"],"roles":["ESBMessaging.send"]}'
Creating service key iflow-caller for service instance pi-runtime-prd as ci-bot@example.com...
OK
$ cf service-key pi-runtime-prd iflow-caller
Getting key iflow-caller for service instance pi-runtime-prd as ci-bot@example.com...

{
  "credentials": {
    "oauth": {
      "clientid": "«=cid»",
      "clientsecret": "«a»",
      "createdate": "2025-03-11T08:44:19.112Z",
      "tokenurl": "https://acme-prd.authentication.eu20.hana.ondemand.com/oauth/token",
      "url": "https://acme-prd.it-cpi018-rt.cfapps.eu20-001.hana.ondemand.com"
    }
  }
}
`, V{"=cid": g.erpxSb("it-rt-acme-prd"), "a": g.erpxXsuaa()}, "ESBMessaging.send", "https://acme-prd.it-cpi018-rt.cfapps.eu20-001.hana.ondemand.com")

	g.erpxAdd("sap-cloud-connector-api-subaccounts", `
# runbook: after the first login the initial password was changed to the one below
SCC=https://scc01.corp.example.net:8443
curl -sk -u "Administrator:«a»" -H 'Accept: application/json' \
  "$SCC/api/v1/configuration/subaccounts" | jq '.[] | {regionHost, subaccount, locationID, tunnel: .tunnel.state}'
{
  "regionHost": "cf.eu10.hana.ondemand.com",
  "subaccount": "«_sub»",
  "locationID": "FIN",
  "tunnel": "Connected"
}
`, V{"a": g.pwStrong(), "_sub": g.uuid()}, "cf.eu10.hana.ondemand.com")

	g.erpxAdd("sap-cloud-connector-add-subaccount-payload", `
$ cat scc/add-subaccount.json
{
  "regionHost": "cf.eu20.hana.ondemand.com",
  "subaccount": "«_sub»",
  "displayName": "ACME Finance PROD",
  "user": "scc-admin@acme.example",
  "password": "«a»",
  "locationID": "FIN-PRD"
}
$ curl -sk -u "Administrator:«b»" -H 'Content-Type: application/json' -X POST \
    -d @scc/add-subaccount.json https://scc02.corp.example.net:8443/api/v1/configuration/subaccounts
`, V{"_sub": g.uuid(), "a": g.pw(), "b": g.pwStrong()}, "ACME Finance PROD")

	g.erpxAdd("sap-odata-fetch-basic-header", `
// scripts/pull-supplier-invoices.mjs
const S4 = "https://my404711-api.s4hana.cloud.sap";
const AUTH = "Basic «a»";

const res = await fetch(ˋ${S4}/sap/opu/odata4/sap/api_supplierinvoice_2/srvd_a2x/sap/supplierinvoice/0001/SupplierInvoice?$top=20ˋ, {
  headers: { Authorization: AUTH, Accept: "application/json" },
});
if (!res.ok) throw new Error(ˋS/4 returned ${res.status}ˋ);
const { value } = await res.json();
console.table(value.map((i) => ({ doc: i.SupplierInvoice, year: i.FiscalYear, cc: i.CompanyCode })));
`, V{"a": erpxBasic("COMM_USER_AP", g.pwStrong())}, "https://my404711-api.s4hana.cloud.sap")

	g.erpxAdd("sap-rest-client-http-file", `
# s4-business-partner.http  (VS Code REST Client)
@host = https://my404711-api.s4hana.cloud.sap
@user = COMM_USER_BP
@password = «a»

### read three business partners
GET {{host}}/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?$top=3&$format=json
Authorization: Basic {{user}}:{{password}}
Accept: application/json

### fetch a CSRF token
HEAD {{host}}/sap/opu/odata/sap/API_BUSINESS_PARTNER/
Authorization: Basic {{user}}:{{password}}
x-csrf-token: fetch
`, V{"a": g.pwStrong()}, "Authorization: Basic {{user}}:{{password}}")

	g.erpxAdd("sap-cpi-groovy-hardcoded-basic", `
import com.sap.gateway.ip.core.customdev.util.Message

def Message processData(Message message) {
    // TODO move to security material (User Credentials "BANK_API_DE") before transport to PRD
    def user = "acme_treasury"
    def pass = "«a»"
    message.setHeader("Authorization", "Basic " + "${user}:${pass}".bytes.encodeBase64().toString())
    message.setHeader("X-Correlation-ID", message.getHeaders().get("SAP_MessageProcessingLogID"))
    return message
}
`, V{"a": g.pw()}, "SAP_MessageProcessingLogID")

	g.erpxAdd("sap-cpi-oauth2-client-credentials-api", `
POST /api/v1/OAuth2ClientCredentials HTTP/1.1
Host: acme-prd.it-cpi018.cfapps.eu20-001.hana.ondemand.com
Authorization: Bearer «tok»
X-CSRF-Token: «=csrf»
Content-Type: application/json

{
  "Name": "S4_OAUTH_AR",
  "Description": "S/4HANA Cloud communication arrangement SAP_COM_0002",
  "TokenServiceUrl": "https://my404711-api.s4hana.cloud.sap/sap/bc/sec/oauth2/token",
  "ClientId": "COMM_USER_AR_OAUTH",
  "ClientSecret": "«a»",
  "ClientAuthentication": "Send as Request Header",
  "Scope": "API_BUSINESS_PARTNER_0001",
  "ContentType": "application/x-www-form-urlencoded"
}
`, V{"tok": g.erpxXsuaaJWT("acme-prd", "sb-"+g.uuid()+"!b10712|it!b117"), "=csrf": g.b64(18), "a": g.an(30)}, "SAP_COM_0002")

	g.erpxAdd("sap-sac-oauth-token-curl", `
$ TOKEN_URL=https://acme-sac.authentication.eu10.hana.ondemand.com/oauth/token
$ curl -s -X POST "$TOKEN_URL?grant_type=client_credentials" \
    -u 'sb-«_c»!b13811|client!b3650:«a»' | jq -r .access_token | cut -c1-20
eyJhbGciOiJSUzI1NiIs
`, V{"_c": g.uuid(), "a": g.erpxXsuaa()}, "grant_type=client_credentials")

	g.erpxAdd("sap-cloud-sdk-destinations-env", `
# .env (local only) - @sap-cloud-sdk/connectivity reads the "destinations" variable
destinations='[{"name":"S4HANA","url":"https://my404711-api.s4hana.cloud.sap","username":"COMM_USER_SO","password":"«a»"},{"name":"MOCK","url":"http://localhost:4004"}]'
NODE_ENV=development
`, V{"a": g.pwStrong()}, "http://localhost:4004")

	g.erpxAdd("sap-jco-properties-java", `
// src/main/java/com/acme/erp/S4DestinationProvider.java
private static Properties s4Properties() {
    Properties p = new Properties();
    p.setProperty(DestinationDataProvider.JCO_ASHOST, "s4q-app01.corp.example.net");
    p.setProperty(DestinationDataProvider.JCO_SYSNR, "10");
    p.setProperty(DestinationDataProvider.JCO_CLIENT, "400");
    p.setProperty(DestinationDataProvider.JCO_USER, "RFC_JAVA_QA");
    p.setProperty(DestinationDataProvider.JCO_PASSWD, "«a»");
    p.setProperty(DestinationDataProvider.JCO_LANG, "en");
    p.setProperty(DestinationDataProvider.JCO_POOL_CAPACITY, "5");
    return p;
}
`, V{"a": g.erpxPW()}, "DestinationDataProvider.JCO_POOL_CAPACITY")

	g.erpxAdd("sap-abap-constant-client-secret", `
CLASS zcl_bank_api_client DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CONSTANTS gc_token_url     TYPE string VALUE 'https://api.examplebank.com/oauth2/token'.
    CONSTANTS gc_client_id     TYPE string VALUE 'acme-s4-payments'.
    CONSTANTS gc_client_secret TYPE string VALUE '«a»'.
    METHODS get_token RETURNING VALUE(rv_token) TYPE string.
ENDCLASS.

CLASS zcl_bank_api_client IMPLEMENTATION.
  METHOD get_token.
    cl_http_client=>create_by_url( EXPORTING url = gc_token_url IMPORTING client = DATA(lo_http) ).
    lo_http->request->set_form_field( name = 'grant_type'    value = 'client_credentials' ).
    lo_http->request->set_form_field( name = 'client_id'     value = gc_client_id ).
    lo_http->request->set_form_field( name = 'client_secret' value = gc_client_secret ).
  ENDMETHOD.
ENDCLASS.
`, V{"a": g.b64u(40)}, "zcl_bank_api_client")
}

// ---- NetSuite ----

func (g *G) erpxNetSuite() {
	acct := g.digits(7)
	g.erpxAdd("ns-oauth1-header-postman-console", `
POST https://«_acct»-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1432&deploy=1
Authorization: OAuth realm="«_acct»_SB1",oauth_consumer_key="«ck»",oauth_token="«tid»",oauth_signature_method="HMAC-SHA256",oauth_timestamp="«=ts»",oauth_nonce="«=n»",oauth_version="1.0",oauth_signature="«=sig»"
Content-Type: application/json
User-Agent: PostmanRuntime/7.43.0

{"recordType":"salesorder","id":"88213"}

HTTP/1.1 200 OK
{"success":true,"tranid":"SO-104882","status":"Pending Fulfillment"}
`, V{"_acct": acct, "ck": g.erpxNS(), "tid": g.erpxNS(), "=ts": fmt.Sprint(g.erpxEpoch()), "=n": g.an(11), "=sig": erpxURL(g.b64(32))}, "SO-104882")

	g.erpxAdd("ns-node-oauth-1-0a", `
// lib/netsuite.js
const OAuth = require('oauth-1.0a');
const crypto = require('crypto');

const oauth = OAuth({
  consumer: { key: '«ck»', secret: '«cs»' },
  signature_method: 'HMAC-SHA256',
  hash_function: (base, key) => crypto.createHmac('sha256', key).update(base).digest('base64'),
  realm: '«_acct»',
});
const token = { key: '«tid»', secret: '«ts»' };

module.exports = (url, method, body) =>
  fetch(url, { method, body, headers: { ...oauth.toHeader(oauth.authorize({ url, method }, token)), 'Content-Type': 'application/json' } });
`, V{"ck": g.erpxNS(), "cs": g.erpxNS(), "_acct": acct, "tid": g.erpxNS(), "ts": g.erpxNS()})

	g.erpxAdd("ns-php-toolkit-nsconfig", `
<?php
// NSconfig.php (NetSuite PHP Toolkit 2024_2)
define("NS_ENDPOINT", "2024_2");
define("NS_HOST", "https://«_acct».suitetalk.api.netsuite.com");
define("NS_ACCOUNT", "«_acct»");
define("NS_APPID", "«_app»");

// token-based authentication
define("NS_CONSUMER_KEY", "«ck»");
define("NS_CONSUMER_SECRET", "«cs»");
define("NS_TOKEN", "«tid»");
define("NS_TOKEN_SECRET", "«ts»");
`, V{"_acct": acct, "_app": strings.ToUpper(g.uuid()), "ck": g.erpxNS(), "cs": g.erpxNS(), "tid": g.erpxNS(), "ts": g.erpxNS()})

	g.erpxAdd("ns-netsuite-ini-python-cli", `
$ cat ~/.config/netsuite.ini
[netsuite]
auth_type = token
account = «_acct»_SB2
consumer_key = «ck»
consumer_secret = «cs»
token_id = «tid»
token_secret = «ts»

$ netsuite rest-api get /record/v1/customer/4471 --fields companyName,email
`, V{"_acct": acct, "ck": g.erpxNS(), "cs": g.erpxNS(), "tid": g.erpxNS(), "ts": g.erpxNS()}, "/record/v1/customer/4471")

	k := g.pkcs8RSAPEM()
	g.erpxAdd("ns-suitecloud-setup-ci-private-key", `
$ suitecloud account:setup:ci --account «_acct»_SB1 --authid ci-sb1 --certificateid «_cert» --privatekeypath ./keys/ci_private.pem
Authentication ID "ci-sb1" was set up successfully for account «_acct»_SB1.
$ cat ./keys/ci_private.pem
«k»
`, V{"_acct": acct, "_cert": g.b64u(43), "k": k.block()})

	g.erpxAdd("ns-access-token-once-page", `
Copied from Setup > Users/Roles > Access Tokens > New (sandbox), role "ACME Integration", user svc-integration@acme.example:

Token ID
«tid»
Token Secret
«ts»

Note: For security reasons, the only time the Token ID and Token Secret values are displayed is on this confirmation page.
`, V{"tid": g.erpxNS(), "ts": g.erpxNS()}, "Setup > Users/Roles > Access Tokens > New")

	g.erpxAdd("ns-integration-record-client-credentials", `
Integration record "Shopify Connector (ACME)" saved.

Client Credentials
  CONSUMER KEY / CLIENT ID
  «ck»
  CONSUMER SECRET / CLIENT SECRET
  «cs»

Application ID: «_app»
State: Enabled   Token-Based Authentication: yes   TBA: Authorization Flow: no
`, V{"ck": g.erpxNS(), "cs": g.erpxNS(), "_app": strings.ToUpper(g.uuid())})

	g.erpxAdd("ns-postman-environment-export", `
{
  "id": "«_id»",
  "name": "NetSuite SB1",
  "values": [
    { "key": "ACCOUNT_ID", "value": "«_acct»_SB1", "type": "default", "enabled": true },
    { "key": "CONSUMER_KEY", "value": "«ck»", "type": "secret", "enabled": true },
    { "key": "CONSUMER_SECRET", "value": "«cs»", "type": "secret", "enabled": true },
    { "key": "TOKEN_ID", "value": "«tid»", "type": "secret", "enabled": true },
    { "key": "TOKEN_SECRET", "value": "«ts»", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_using": "Postman/11.27.3"
}
`, V{"_id": g.uuid(), "_acct": acct, "ck": g.erpxNS(), "cs": g.erpxNS(), "tid": g.erpxNS(), "ts": g.erpxNS()}, "Postman/11.27.3")

	g.erpxAdd("ns-suitescript-param-with-fallback", `
/**
 * @NApiVersion 2.1
 * @NScriptType ScheduledScript
 */
define(['N/https', 'N/runtime', 'N/log'], (https, runtime, log) => {
  // script parameter custscript_acme_3pl_key overrides the fallback below
  const FALLBACK_KEY = '«a»';

  const execute = () => {
    const key = runtime.getCurrentScript().getParameter({ name: 'custscript_acme_3pl_key' }) || FALLBACK_KEY;
    const resp = https.get({
      url: 'https://api.acme-3pl.example/v2/shipments?status=open',
      headers: { 'X-Api-Key': key, Accept: 'application/json' },
    });
    log.audit({ title: '3PL shipments', details: resp.code });
  };
  return { execute };
});
`, V{"a": g.an(40)}, "custscript_acme_3pl_key")

	iat := g.erpxEpoch()
	g.erpxAdd("ns-oauth2-m2m-client-assertion", `
$ curl -s -X POST https://«_acct».suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token \
    -d grant_type=client_credentials \
    -d client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer \
    -d client_assertion=«as»
{"access_token":"«at»","expires_in":"3600","token_type":"bearer"}
`, V{"_acct": acct,
		"as": g.jwt("PS256", fmt.Sprintf(`{"iss":"%s","scope":["restlets","rest_webservices"],"aud":"https://%s.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token","exp":%d,"iat":%d}`, g.hex(64), acct, iat+3600, iat)),
		"at": g.jwt("PS256", fmt.Sprintf(`{"sub":"%s;%s","aud":["%s;%s"],"scope":["restlets","rest_webservices"],"iss":"https://system.netsuite.com","exp":%d,"iat":%d}`, g.digits(4), g.digits(4), g.uuid(), acct, iat+3600, iat))})

	g.erpxAdd("ns-oauth2-refresh-token-python", `
# ns_oauth.py - refresh the access token for the nightly SuiteQL export
import requests

ACCOUNT = "«_acct»"
CLIENT_ID = "«=cid»"
CLIENT_SECRET = "«cs»"
REFRESH_TOKEN = "«rt»"

resp = requests.post(
    f"https://{ACCOUNT}.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token",
    data={"grant_type": "refresh_token", "refresh_token": REFRESH_TOKEN},
    auth=(CLIENT_ID, CLIENT_SECRET),
    timeout=30,
)
`, V{"_acct": acct, "=cid": g.hex(64), "cs": g.hex(64), "rt": g.jwt("PS256", fmt.Sprintf(`{"sub":"%s;%s","iss":"https://system.netsuite.com","exp":%d,"iat":%d,"tokenType":"refresh"}`, g.digits(4), g.digits(4), iat+604800, iat))})

	g.erpxAdd("ns-suiteanalytics-jaydebeapi-positional", `
import jaydebeapi

conn = jaydebeapi.connect(
    "com.netsuite.jdbc.openaccess.OpenAccessDriver",
    "jdbc:ns://«_acct».connect.api.netsuite.com:1708;ServerDataSource=NetSuite2.com;Encrypted=1;NegotiateSSLClose=false;CustomProperties=(AccountID=«_acct»;RoleID=1041)",
    ["svc-analytics@acme.example", "«a»"],
    "/opt/jdbc/NQjc.jar",
)
curs = conn.cursor()
curs.execute("SELECT id, tranid, trandate, foreigntotal FROM transaction WHERE type = 'CustInvc' AND trandate >= '2025-01-01'")
`, V{"_acct": acct, "a": g.pw()}, "ServerDataSource=NetSuite2.com")

	g.erpxAdd("ns-ticket-invalid-login-partly-masked", `
Subject: RESTlet 401 INVALID_LOGIN_ATTEMPT from the WMS connector

Hi support, since the sandbox refresh our RESTlet calls fail. Values we use (the consumer key is masked in our vault UI, the token secret I copied in full so you can check it):

  account:         «_acct»_SB1
  consumer key:    ************************************************************«=tail»
  token secret:    «ts»
  role:            ACME Integration (id 1041)

Login Audit Trail says "InvalidSignature". Any idea?
`, V{"_acct": acct, "=tail": g.hex(4), "ts": g.erpxNS()}, "************************************************************")

	g.erpxAdd("ns-gh-secret-set-body", `
$ gh secret set NS_TOKEN_SECRET --repo acme/netsuite-sdf --body "«ts»"
✓ Set Actions secret NS_TOKEN_SECRET for acme/netsuite-sdf
$ gh secret set NS_CONSUMER_SECRET --repo acme/netsuite-sdf --body "«cs»"
✓ Set Actions secret NS_CONSUMER_SECRET for acme/netsuite-sdf
$ gh secret list --repo acme/netsuite-sdf
NAME                 UPDATED
NS_CONSUMER_SECRET   less than a minute ago
NS_TOKEN_SECRET      less than a minute ago
`, V{"ts": g.erpxNS(), "cs": g.erpxNS()}, "acme/netsuite-sdf")
}

// ---- Oracle ----

func (g *G) erpxOracle() {
	apps := g.pwURL()
	g.erpxAdd("ebs-fndcpass-positional", `
applmgr@ebsapp01:~$ FNDCPASS apps/«apps» 0 Y system/«sys» SYSTEM APPLSYS «newapps»
Log filename : L7712345.log
Report filename : O7712345.out
applmgr@ebsapp01:~$ FNDCPASS apps/«newapps» 0 Y system/«sys» USER SYSADMIN «sysadmin»
Log filename : L7712346.log
Report filename : O7712346.out
applmgr@ebsapp01:~$ # next: AFPASSWD -c APPS@EBSPROD -s SYSTEM (prompts, nothing on the command line)
`, V{"apps": apps, "sys": g.pwURL(), "newapps": g.pwURL(), "sysadmin": g.pwURL()}, "AFPASSWD -c APPS@EBSPROD -s SYSTEM")

	g.erpxAdd("ebs-concsub-ksh-script", `
#!/bin/ksh
# /home/applmgr/bin/gl_journal_import.sh - nightly GL journal import
. /u01/app/ebs/EBSapps.env run
LOG=/var/log/ebs/gl_import_$(date +%Y%m%d).log

CONCSUB apps/«a» SQLGL "General Ledger Super User" OPS_BATCH WAIT=Y CONCURRENT SQLGL GLLEZL \
  '"1001"' '"2021"' '"N"' '""' '""' '"N"' '"N"' '"Y"' >> $LOG 2>&1
`, V{"a": g.pwURL()}, "CONCURRENT SQLGL GLLEZL")

	g.erpxAdd("ebs-sqlplus-heredoc-apps", `
$ sqlplus -s apps/«a»@EBSPROD <<'SQL'
set lines 200 pages 50
select request_id, phase_code, status_code, to_char(actual_start_date,'DD-MON HH24:MI') started
  from fnd_concurrent_requests
 where concurrent_program_id = 20392
   and requested_start_date > sysdate - 1;
SQL

REQUEST_ID P S STARTED
---------- - - ------------
  48812207 C C 07-MAR 01:02
  48812288 C E 07-MAR 01:41
`, V{"a": apps}, "fnd_concurrent_requests")

	g.erpxAdd("ebs-adstrtal-piped-passwords", `
# restart the apps tier after patching (the script prompts for APPS user, APPS password and WebLogic admin password)
{ echo apps; echo «a»; echo «b»; } | $ADMIN_SCRIPTS_HOME/adstrtal.sh @ -nopromptmsg
You are running adstrtal.sh version 120.24.12020000.11
The logfile for this session is located at /u01/app/ebs/fs1/inst/apps/EBSPROD_ebsapp01/logs/appl/admin/log/adstrtal.log
`, V{"a": g.pwURL(), "b": g.pwURL()}, "adstrtal.sh version 120.24.12020000.11")

	g.erpxAdd("fusion-hdl-upload-requests-tuple", `
# hcm/load_workers.py - upload a Worker.dat zip via the HCM Data Loader REST resource
import base64, requests

POD = "https://fa-eabc-saasfaprod1.fa.ocs.oraclecloud.com"
with open("out/Worker.zip", "rb") as fh:
    content = base64.b64encode(fh.read()).decode()

r = requests.post(
    f"{POD}/hcmRestApi/resources/11.13.18.05/dataLoadDataSets/action/uploadFile",
    json={"content": content, "fileName": "Worker.zip"},
    auth=("HCM_INTEG_USER", "«a»"),
    headers={"Content-Type": "application/vnd.oracle.adf.action+json"},
)
print(r.status_code, r.json().get("result"))
`, V{"a": g.pw()}, "https://fa-eabc-saasfaprod1.fa.ocs.oraclecloud.com")

	g.erpxAdd("fusion-erp-integration-soap-wsse", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:typ="http://xmlns.oracle.com/apps/financials/commonModules/shared/model/erpIntegrationService/types/">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>FIN_INTEGRATION</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <typ:getESSJobStatus><typ:requestId>«_req»</typ:requestId></typ:getESSJobStatus>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.pw(), "_req": g.digits(7)})

	epm := g.pw()
	g.erpxAdd("epm-automate-login-and-encrypt", `
C:\EPM Automate\bin> epmautomate login svc_epm_load «a» https://planning-acme.epm.us-phoenix-1.ocs.oraclecloud.com
login completed successfully
C:\EPM Automate\bin> epmautomate encrypt «a» «k» C:\epm\svc_epm_load.epw
encrypt completed successfully
C:\EPM Automate\bin> epmautomate login svc_epm_load C:\epm\svc_epm_load.epw https://planning-acme.epm.us-phoenix-1.ocs.oraclecloud.com
login completed successfully
`, V{"a": epm, "k": g.an(12)}, `C:\epm\svc_epm_load.epw`)

	g.erpxAdd("oic-agent-installer-profile", `
# InstallerProfile.cfg - OIC connectivity agent for the on-prem EBS adapter
# Required Parameters
# oic_URL format should be https://hostname:sslPort
oic_URL=https://acme-oic-prd-«_inst».integration.us-phoenix-1.ocp.oraclecloud.com:443
agent_GROUP_IDENTIFIER=ONPREM_EBS_AGENT

# Optional Parameters
oic_VERSION=
proxy_HOST=
proxy_PORT=

# OAuth (confidential application in the identity domain)
oauth_CLIENT_ID=«_cid»
oauth_CLIENT_SECRET=«a»
oauth_TOKEN_URL=https://idcs-«_idcs».identity.oraclecloud.com/oauth2/v1/token
oauth_SCOPE=https://«_scope».integration.us-phoenix-1.ocp.oraclecloud.com:443urn:opc:resource:consumer::all
`, V{"_inst": g.s(alLowNum, 6), "_cid": g.hex(32) + "_APPID", "a": "idcscs-" + g.uuid(), "_idcs": g.hex(32), "_scope": strings.ToUpper(g.hex(32))}, "ONPREM_EBS_AGENT")

	g.erpxAdd("fusion-ucm-upload-tool", `
$ java -jar oracle.ucm.fa_client_11.1.1.jar UploadTool \
    --url=https://fa-eabc-saasfaprod1.fa.ocs.oraclecloud.com/cs/idcplg \
    --username=FIN_IMPL --password=«a» \
    --primaryFile=GlInterface_20250307.zip --dDocAccount='fin$/generalLedger$/import$' \
    --dDocTitle=GlInterface_20250307 --dSecurityGroup=FAFusionImportExport
Oracle WebCenter Content Document Transfer Utility
Oracle Fusion Applications
Copyright (c) 2013-2014, Oracle. All rights reserved.
Performing upload (CHECKIN_UNIVERSAL) ...
Upload successful.
[Content Id: UCMFA«_doc»; Revision Id: «_rev»]
`, V{"a": g.pw(), "_doc": g.digits(8), "_rev": g.digits(7)}, "fin$/generalLedger$/import$")

	g.erpxAdd("peoplesoft-psappsrv-cfg-startup", `
[Startup]
;=========================================================================
; Database Signon settings
;=========================================================================
DBName=FSPRD
DBType=ORACLE
UserId=PS
UserPswd=«a»
ConnectId=people
ConnectPswd=«b»
ServerName=
StandbyDBName=
StandbyDBType=
StandbyUserId=
InMemoryDBName=
`, V{"a": g.pwURL(), "b": g.pwURL()}, "DBName=FSPRD")

	g.erpxAdd("jde-orchestrator-curl-basic", `
$ curl -s -u JDE_ORCH:«a» -H 'Content-Type: application/json' \
    https://jdeais.corp.example.net:9300/jderest/v3/orchestrator/ORCH_GetSupplierBalance \
    -d '{"Supplier_Number":"4242","Company":"00200","As_Of_Date":"03/31/2025"}'
{
  "ServiceRequest1": { "fs_P0411_W0411A": { "data": { "gridData": { "rowset": [ { "z_DOC_7": 412887, "z_DCT_8": "PV", "z_AAP_13": 18840.12 } ] } } } },
  "jde__status": "SUCCESS",
  "jde__startTimestamp": "2025-03-31T09:14:02.118-0500"
}
`, V{"a": g.pwURL()}, "ORCH_GetSupplierBalance", `"z_DOC_7": 412887`)

	g.erpxAdd("fusion-rest-python-precomputed-basic", `
# fusion/ap_invoices.py
import requests

BASE = "https://fa-eabc-saasfaprod1.fa.ocs.oraclecloud.com/fscmRestApi/resources/11.13.18.05"
HEADERS = {
    # base64 of "AP_INTEGRATION:<password>" - generated once with echo -n | base64
    "Authorization": "Basic «a»",
    "REST-Framework-Version": "4",
}

def invoices(since):
    q = {"q": f"InvoiceDate>='{since}'", "fields": "InvoiceId,InvoiceNumber,InvoiceAmount,Supplier", "limit": 500}
    return requests.get(f"{BASE}/invoices", headers=HEADERS, params=q, timeout=60).json()["items"]
`, V{"a": erpxBasic("AP_INTEGRATION", g.pw())}, `"REST-Framework-Version": "4"`)
}

// ---- Dynamics 365 ----

func (g *G) erpxDynamics() {
	g.erpxAdd("benign-bc-launch-and-app-json", `
$ cat .vscode/launch.json
{
  "version": "0.2.0",
  "configurations": [
    {
      "name": "ACME Sandbox",
      "request": "launch",
      "type": "al",
      "environmentType": "Sandbox",
      "environmentName": "ACME-UAT",
      "tenant": "«_ten»",
      "startupObjectId": 22,
      "startupObjectType": "Page",
      "breakOnError": "All",
      "launchBrowser": true,
      "enableLongRunningSqlStatements": true,
      "schemaUpdateMode": "ForceSync"
    }
  ]
}
$ jq '{id, name, publisher, version, dependencies: [.dependencies[] | {id, name, version}]}' app.json
{
  "id": "«_app»",
  "name": "ACME Bank Reconciliation",
  "publisher": "ACME Corp",
  "version": "24.3.0.118",
  "dependencies": [
    { "id": "«_dep»", "name": "Base Application", "version": "24.0.0.0" }
  ]
}
`, V{"_ten": g.uuid(), "_app": g.uuid(), "_dep": g.uuid()}, "24.3.0.118", `"schemaUpdateMode": "ForceSync"`)

	g.erpxAdd("bc-onprem-ws-access-key-powershell", `
$user = 'INTEGRATION'
$key  = '«a»'   # web service access key from the user card
$cred = New-Object System.Management.Automation.PSCredential($user, (ConvertTo-SecureString $key -AsPlainText -Force))
$uri  = "https://bc-onprem.corp.example.net:7048/BC240/ODataV4/Company('CRONUS%20USA%2C%20Inc.')/Chart_of_Accounts?`+"`"+`$filter=Account_Type eq 'Posting'"
Invoke-RestMethod -Uri $uri -Credential $cred | Select-Object -ExpandProperty value | Select-Object No, Name, Balance -First 5
`, V{"a": g.b64(32)}, "Chart_of_Accounts")

	ten, app := g.uuid(), g.uuid()
	g.erpxAdd("bc-msal-csharp-client-secret", `
// Acme.Bc.Sync/BcTokenProvider.cs
var app = ConfidentialClientApplicationBuilder
    .Create("«_app»")
    .WithClientSecret("«a»")
    .WithAuthority(AzureCloudInstance.AzurePublic, "«_ten»")
    .Build();

var result = await app
    .AcquireTokenForClient(new[] { "https://api.businesscentral.dynamics.com/.default" })
    .ExecuteAsync();
http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", result.AccessToken);
`, V{"_app": app, "a": g.azSecret(), "_ten": ten}, "https://api.businesscentral.dynamics.com/.default")

	g.erpxAdd("bc-token-curl-response", `
$ curl -s https://login.microsoftonline.com/«_ten»/oauth2/v2.0/token \
    -d client_id=«_app» -d client_secret=«a» \
    -d scope=https://api.businesscentral.dynamics.com/.default -d grant_type=client_credentials
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«at»"}
`, V{"_ten": ten, "_app": app, "a": erpxURL(g.azSecret()), "at": g.erpxAAD(ten, app, "https://api.businesscentral.dynamics.com")})

	g.erpxAdd("fo-recurring-integration-enqueue-ps1", `
# enqueue-customers.ps1 - D365 F&O recurring integration (data package import)
$tenant       = '«_ten»'
$clientId     = '«_app»'
$clientSecret = '«a»'
$fo           = 'https://acme-prod.operations.dynamics.com'
$activityId   = '«_act»'

$tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenant/oauth2/token" -Body @{
  grant_type = 'client_credentials'; client_id = $clientId; client_secret = $clientSecret; resource = $fo }
Invoke-RestMethod -Method Post -Uri "$fo/api/connector/enqueue/$($activityId)?entity=Customers%20V3&company=USMF" `+"`"+`
  -Headers @{ Authorization = "Bearer $($tok.access_token)" } -InFile .\CustomersV3.zip -ContentType 'application/zip'
`, V{"_ten": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_act": strings.ToUpper(g.uuid())}, "https://acme-prod.operations.dynamics.com")

	g.erpxAdd("dataverse-msal-ropc-positional", `
import msal

app = msal.PublicClientApplication(
    "51f81489-12ee-4a9e-aaae-a2591f45987d",
    authority="https://login.microsoftonline.com/organizations",
)
result = app.acquire_token_by_username_password(
    "svc-crm-sync@acme.onmicrosoft.com",
    "«a»",
    scopes=["https://acme.crm4.dynamics.com/.default"],
)
print(result.get("error_description") or "token ok")
`, V{"a": g.pw()}, "51f81489-12ee-4a9e-aaae-a2591f45987d", "https://acme.crm4.dynamics.com/.default")

	g.erpxAdd("d365fo-tools-lcs-token", `
PS C:\> Get-D365LcsApiToken -ClientId "«_app»" -Username "svc-lcs@acme.onmicrosoft.com" -Password "«a»" -LcsApiUri "https://lcsapi.eu.lcs.dynamics.com" | Set-D365LcsApiConfig -ProjectId 1187231 -ClientId "«_app»"
PS C:\> Invoke-D365LcsUpload -FilePath "C:\Temp\AcmeDeployablePackage_10.0.41.zip" -FileType SoftwareDeployablePackage -FileName "ACME 2025.03 release"
`, V{"_app": g.uuid(), "a": g.pw()}, "AcmeDeployablePackage_10.0.41.zip")

	g.erpxAdd("bc-al-codeunit-subscription-key", `
codeunit 50120 "ACME FX Rate Service"
{
    procedure GetRate(FromCurrency: Code[10]; ToCurrency: Code[10]): Decimal
    var
        Client: HttpClient;
        Response: HttpResponseMessage;
        ApiKey: Text;
    begin
        if not IsolatedStorage.Get('FxApiKey', DataScope::Module, ApiKey) then
            ApiKey := '«a»'; // TODO remove before AppSource submission
        Client.DefaultRequestHeaders.Add('Ocp-Apim-Subscription-Key', ApiKey);
        Client.Get(StrSubstNo('https://fx.acme-treasury.example/rates/%1/%2', FromCurrency, ToCurrency), Response);
    end;
}
`, V{"a": g.hex(32)}, "IsolatedStorage.Get('FxApiKey', DataScope::Module, ApiKey)")

	g.erpxAdd("az-ad-app-credential-reset-output", `
$ az ad app credential reset --id «_app» --append --display-name bc-integration-2025 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_ten»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "https://aka.ms/azadsp-cli")

	g.erpxAdd("nav-docker-run-password-env", `
docker run -d --name nav2018 --hostname nav2018 \
  -e accept_eula=Y -e auth=NavUserPassword \
  -e username=admin -e password=«a» \
  -e licensefile=https://files.corp.example.net/nav/acme_2025.flf \
  mcr.microsoft.com/dynamicsnav:2018-cu38-w1
`, V{"a": g.pwURL()}, "mcr.microsoft.com/dynamicsnav:2018-cu38-w1")

	g.erpxAdd("d365-fo-postman-collection-auth", `
{
  "info": { "name": "D365 F&O OData", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
  "auth": {
    "type": "oauth2",
    "oauth2": [
      { "key": "grant_type", "value": "client_credentials", "type": "string" },
      { "key": "accessTokenUrl", "value": "https://login.microsoftonline.com/«_ten»/oauth2/token", "type": "string" },
      { "key": "clientId", "value": "«_app»", "type": "string" },
      { "key": "clientSecret", "value": "«a»", "type": "string" },
      { "key": "resource", "value": { "«_rid»": "https://acme-uat.sandbox.operations.dynamics.com" }, "type": "any" }
    ]
  }
}
`, V{"_ten": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_rid": g.hex(8) + "-" + g.hex(4)})

	g.erpxAdd("benign-bc-customsettings-thumbprint", `
<!-- C:\Program Files\Microsoft Dynamics 365 Business Central\240\Service\CustomSettings.config -->
<appSettings>
  <add key="DatabaseServer" value="sql-bc01" />
  <add key="DatabaseInstance" value="BCPROD" />
  <add key="DatabaseName" value="Acme BC Prod" />
  <add key="ClientServicesCredentialType" value="NavUserPassword" />
  <add key="ServicesCertificateThumbprint" value="«_tp»" />
  <add key="ServicesCertificateValidationEnabled" value="true" />
  <add key="ODataServicesPort" value="7048" />
  <add key="ApplicationIdentifier" value="«_aid»" />
</appSettings>
`, V{"_tp": g.s(alHexU, 40), "_aid": g.uuid()}, "ClientServicesCredentialType")
}

// ---- Odoo and ERPNext/Frappe ----

func (g *G) erpxOdooFrappe() {
	g.erpxAdd("odoo-conf-with-smtp", `
$ sudo cat /etc/odoo/odoo.conf
[options]
addons_path = /opt/odoo/odoo/addons,/opt/odoo/enterprise,/opt/odoo/custom-addons
admin_passwd = «a»
db_host = pg-odoo.internal
db_port = 5432
db_user = odoo
db_password = «b»
dbfilter = ^acme-.*$
list_db = False
proxy_mode = True
workers = 6
max_cron_threads = 2
email_from = erp-notify@acme.example
smtp_server = smtp.office365.com
smtp_port = 587
smtp_ssl = True
smtp_user = erp-notify@acme.example
smtp_password = «c»
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pw()}, "^acme-.*$")

	g.erpxAdd("odoo-xmlrpc-ruby-positional", `
# sync_partners.rb
require 'xmlrpc/client'

url = 'https://erp.acme.example'
common = XMLRPC::Client.new2("#{url}/xmlrpc/2/common")
uid = common.call('authenticate', 'acme-prod', 'integration@acme.example', '«a»', {})

models = XMLRPC::Client.new2("#{url}/xmlrpc/2/object").proxy
partners = models.execute_kw('acme-prod', uid, '«a»', 'res.partner', 'search_read',
  [[['is_company', '=', true], ['customer_rank', '>', 0]]], { fields: %w[name vat ref], limit: 50 })
`, V{"a": g.hex(40)}, "customer_rank")

	g.erpxAdd("odoo-json2-api-bearer", `
$ curl -s https://erp.acme.example/json/2/account.move/search_read \
    -H "Authorization: bearer «a»" \
    -H "X-Odoo-Database: acme-prod" \
    -H "Content-Type: application/json" \
    -d '{"domain": [["move_type", "=", "out_invoice"], ["payment_state", "=", "not_paid"]], "fields": ["name", "partner_id", "amount_residual"], "limit": 3}'
[{"id": 40218, "name": "INV/2025/00412", "partner_id": [5821, "Globex GmbH"], "amount_residual": 12840.0}]
`, V{"a": g.hex(40)}, "INV/2025/00412")

	g.erpxAdd("odoo-odoorpc-login-positional", `
>>> import odoorpc
>>> odoo = odoorpc.ODOO('erp.acme.example', protocol='jsonrpc+ssl', port=443)
>>> odoo.login('acme-prod', 'admin', '«a»')
>>> odoo.env.user.name
'Administrator'
>>> odoo.env['account.move'].search_count([('state', '=', 'draft')])
37
`, V{"a": g.pw()}, "odoo.env['account.move'].search_count")

	g.erpxAdd("odoo-db-restore-python-master-pwd", `
# scripts/restore_staging.py - nightly copy of prod into staging
import requests

with open("/backups/acme-prod_2025-03-07.zip", "rb") as fh:
    r = requests.post(
        "https://staging-erp.acme.example/web/database/restore",
        data={"master_pwd": "«a»", "name": "acme-staging", "copy": "true", "neutralize_database": "true"},
        files={"backup_file": fh},
        timeout=1800,
    )
r.raise_for_status()
`, V{"a": g.pwStrong()}, "neutralize_database")

	g.erpxAdd("odoo-bitnami-helm-values", `
# values-odoo.yaml (bitnami/odoo)
odooEmail: admin@acme.example
odooPassword: «a»
loadDemoData: false
smtpHost: smtp.sendgrid.net
smtpPort: "587"
smtpUser: apikey
smtpPassword: «b»
postgresql:
  enabled: true
  auth:
    username: bn_odoo
    password: «c»
    database: bitnami_odoo
`, V{"a": g.pwURL(), "b": g.sendgrid(), "c": g.pwURL()}, "bitnami_odoo")

	g.erpxAdd("benign-odoo-apikeys-table", `
acme-prod=> select id, name, user_id, scope, key, create_date from res_users_apikeys order by id;
 id |        name         | user_id | scope |   key    |        create_date
----+---------------------+---------+-------+----------+----------------------------
  3 | n8n sync            |       2 | rpc   | «_k1» | 2024-11-02 09:14:41.182311
  7 | power-bi refresh    |      41 | rpc   | «_k2» | 2025-01-17 15:02:07.640098
(2 rows)
-- only the first 8 characters (the "index") are stored in clear; the rest is a pbkdf2 hash in another column
`, V{"_k1": g.hex(8), "_k2": g.hex(8)}, "power-bi refresh")

	g.erpxAdd("frappe-set-admin-password-positional", `
frappe@erp01:~/frappe-bench$ bench --site erp.acme.example set-admin-password «a»
frappe@erp01:~/frappe-bench$ bench --site erp.acme.example set-config -p maintenance_mode 0
frappe@erp01:~/frappe-bench$ bench --site erp.acme.example list-apps
frappe  15.58.1 version-15
erpnext 15.52.0 version-15
hrms    15.40.2 version-15
`, V{"a": g.pwURL()}, "erpnext 15.52.0 version-15")

	g.erpxAdd("frappe-generate-keys-execute", `
frappe@erp01:~/frappe-bench$ bench --site erp.acme.example execute frappe.core.doctype.user.user.generate_keys --args "['integration@acme.example']"
{"api_secret": "«s»"}
frappe@erp01:~/frappe-bench$ bench --site erp.acme.example mariadb -e "select api_key from tabUser where name='integration@acme.example'"
api_key
«k»
`, V{"s": g.s(alLowNum, 15), "k": g.s(alLowNum, 15)})

	g.erpxAdd("frappe-token-header-js", `
// src/erpnext.ts
const ERP = "https://erp.acme.example";
const AUTH = "token «k»:«s»";

export async function createSalesInvoice(doc: Record<string, unknown>) {
  const res = await fetch(ˋ${ERP}/api/resource/Sales Invoiceˋ, {
    method: "POST",
    headers: { Authorization: AUTH, "Content-Type": "application/json" },
    body: JSON.stringify(doc),
  });
  return (await res.json()).data;
}
`, V{"k": g.s(alLowNum, 15), "s": g.s(alLowNum, 15)}, "/api/resource/Sales Invoice")

	g.erpxAdd("erpnext-webhook-secret-flask", `
# app.py - receives ERPNext "Payment Entry" webhooks
import base64, hashlib, hmac
from flask import Flask, request, abort

app = Flask(__name__)
WEBHOOK_SECRET = b"«a»"

@app.post("/hooks/erpnext/payment-entry")
def payment_entry():
    sig = request.headers.get("X-Frappe-Webhook-Signature", "")
    digest = base64.b64encode(hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).digest()).decode()
    if not hmac.compare_digest(sig, digest):
        abort(401)
    return "", 204
`, V{"a": g.an(32)}, "X-Frappe-Webhook-Signature")

	g.erpxAdd("erpnext-basic-auth-key-secret", `
$ curl -s "https://erp.acme.example/api/resource/Item?fields=[\"item_code\",\"item_name\",\"stock_uom\"]&limit_page_length=3" \
    -H "Authorization: Basic «a»"
{"data":[{"item_code":"SKU-00412","item_name":"Pallet wrap 500mm","stock_uom":"Roll"}]}
`, V{"a": erpxBasic(g.s(alLowNum, 15), g.s(alLowNum, 15))}, "SKU-00412")

	root := g.pwURL()
	g.erpxAdd("frappe-docker-pwd-yml-create-site", `
  db:
    image: mariadb:10.6
    environment:
      MYSQL_ROOT_PASSWORD: «root»
    volumes:
      - db-data:/var/lib/mysql
  create-site:
    image: frappe/erpnext:v15.52.0
    entrypoint: ["bash", "-c"]
    command:
      - >
        bench new-site --mariadb-user-host-login-scope='%' --admin-password=«adm» --db-root-username=root
        --db-root-password=«root» --install-app erpnext --set-default frontend;
`, V{"root": root, "adm": g.pwURL()}, "frappe/erpnext:v15.52.0")

	g.erpxAdd("erpnext-mariadb-site-db-password", `
frappe@erp01:~/frappe-bench$ jq -r '.db_name' sites/erp.acme.example/site_config.json
«_db»
frappe@erp01:~/frappe-bench$ mysql -u «_db» -p«a» -h 127.0.0.1 «_db» -e "select name, posting_date, grand_total from \`+"`"+`tabSales Invoice\`+"`"+` order by creation desc limit 2"
name                 posting_date  grand_total
ACC-SINV-2025-00871  2025-03-06    4180.00
ACC-SINV-2025-00870  2025-03-06     912.50
`, V{"_db": "_" + g.hex(16), "a": g.an(16)}, "ACC-SINV-2025-00871")
}

// ---- small-business accounting, spend and tax ----

func (g *G) erpxSmallBiz() {
	g.erpxAdd("intacct-python-sdk-constructor", `
from sageintacctsdk import SageIntacctSDK

connection = SageIntacctSDK(
    sender_id="ACME_SENDER",
    sender_password="«a»",
    user_id="xml_gateway",
    company_id="ACME-PROD",
    user_password="«b»",
    entity_id="US01",
)
bills = connection.bills.get_all(field="STATE", value="Posted")
`, V{"a": g.pwStrong(), "b": g.pw()}, `company_id="ACME-PROD"`)

	g.erpxAdd("intacct-node-sdk-dotenv", `
# .env for @intacct/intacct-sdk (loaded by ClientConfig from the environment)
INTACCT_SENDER_ID=ACME_SENDER
INTACCT_SENDER_PASSWORD=«a»
INTACCT_COMPANY_ID=ACME-PROD
INTACCT_ENTITY_ID=
INTACCT_USER_ID=xml_gateway
INTACCT_USER_PASSWORD=«b»
`, V{"a": g.pwStrong(), "b": g.pw()})

	g.erpxAdd("qbo-intuitlib-authclient-positional", `
from intuitlib.client import AuthClient
from intuitlib.enums import Scopes
from quickbooks import QuickBooks

auth_client = AuthClient(
    "«=cid»",
    "«a»",
    "https://finance.acme.example/qbo/callback",
    "production",
)
auth_client.refresh(refresh_token="«r»")
client = QuickBooks(auth_client=auth_client, refresh_token=auth_client.refresh_token, company_id="«_realm»")
`, V{"=cid": "AB" + g.an(48), "a": g.an(40), "r": g.erpxIntuitRefresh(), "_realm": g.digits(19)}, "https://finance.acme.example/qbo/callback")

	g.erpxAdd("qbo-tokens-json-file", `
$ cat .cache/qbo_tokens.json
{
  "realmId": "«_realm»",
  "token_type": "bearer",
  "access_token": "«at»",
  "expires_in": 3600,
  "refresh_token": "«rt»",
  "x_refresh_token_expires_in": 8726400,
  "fetched_at": "2025-03-07T08:01:12Z"
}
`, V{"_realm": g.digits(19), "at": g.erpxIntuitAccess(), "rt": g.erpxIntuitRefresh()})

	g.erpxAdd("qbo-webhook-verifier-node", `
// routes/qbo-webhooks.js
const crypto = require('crypto');
const VERIFIER_TOKEN = '«a»';

router.post('/webhooks/quickbooks', express.raw({ type: 'application/json' }), (req, res) => {
  const expected = crypto.createHmac('sha256', VERIFIER_TOKEN).update(req.body).digest('base64');
  if (expected !== req.get('intuit-signature')) return res.sendStatus(401);
  for (const n of JSON.parse(req.body).eventNotifications) queue.push(n.realmId, n.dataChangeEvent.entities);
  res.sendStatus(200);
});
`, V{"a": g.uuid()}, "intuit-signature")

	xcid := g.s(alHexU, 32)
	g.erpxAdd("xero-node-client-config", `
// src/xero.ts
import { XeroClient } from "xero-node";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: "«a»",
  redirectUris: ["http://localhost:5000/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
});
`, V{"a": g.b64u(48)}, "process.env.XERO_CLIENT_ID!")

	g.erpxAdd("xero-custom-connection-http-file", `
### Xero custom connection: client credentials
POST https://identity.xero.com/connect/token
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&scope=accounting.transactions accounting.contacts.read
`, V{"a": erpxBasic(xcid, g.b64u(48))}, "grant_type=client_credentials&scope=accounting.transactions accounting.contacts.read")

	g.erpxAdd("xero-xoauth-connect-output", `
$ xoauth connect acme-ap
Opening browser for authorization...
Token exchange complete. Tokens for acme-ap:
{
  "id_token": "«id»",
  "access_token": "«at»",
  "expires_in": 1800,
  "token_type": "Bearer",
  "refresh_token": "«rt»",
  "scope": "openid profile email accounting.transactions offline_access"
}
`, V{"id": g.jwt("RS256", fmt.Sprintf(`{"nbf":%d,"iss":"https://identity.xero.com","aud":"%s","email":"ap@acme.example","xero_userid":"%s"}`, g.erpxEpoch(), xcid, g.uuid())), "at": g.erpxXeroAccess(xcid), "rt": g.hex(64)})

	g.erpxAdd("ramp-client-credentials-curl", `
$ curl -s -X POST https://api.ramp.com/developer/v1/token \
    -u "ramp_id_«=cid»:ramp_sec_«a»" \
    -d "grant_type=client_credentials&scope=transactions:read bills:read reimbursements:read"
{"access_token":"ramp_tok_«at»","expires_in":864000,"scope":"transactions:read bills:read reimbursements:read","token_type":"Bearer"}
`, V{"=cid": g.an(40), "a": g.an(48), "at": g.an(44)})

	g.erpxAdd("tipalti-master-key-dotenv", `
# payouts-service/.env.production
TIPALTI_PAYER_NAME=AcmeCorp
TIPALTI_ENV=production
TIPALTI_MASTER_KEY=«a»
TIPALTI_IFRAME_BASE=https://suppliers.tipalti.com/AcmeCorp/Suppliers
`, V{"a": g.an(64)}, "https://suppliers.tipalti.com/AcmeCorp/Suppliers")

	g.erpxAdd("vertex-o-series-trusted-id", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:urn="urn:vertexinc:o-series:tps:9:0">
  <soapenv:Body>
    <urn:VertexEnvelope>
      <urn:Login>
        <urn:TrustedId>«a»</urn:TrustedId>
      </urn:Login>
      <urn:QuotationRequest documentDate="2025-03-07" transactionType="SALE">
        <urn:Seller><urn:Company>ACME_US</urn:Company></urn:Seller>
        <urn:LineItem lineItemNumber="1"><urn:Product productClass="SW-SUB">SKU-7781</urn:Product><urn:ExtendedPrice>1200.00</urn:ExtendedPrice></urn:LineItem>
      </urn:QuotationRequest>
    </urn:VertexEnvelope>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.an(16)}, "urn:vertexinc:o-series:tps:9:0")

	g.erpxAdd("taxjar-token-header-ruby", `
# config/initializers/taxjar.rb
Rails.application.config.taxjar = Taxjar::Client.new(
  api_key: Rails.application.credentials.dig(:taxjar, :api_key) || "«a»",
  api_url: Taxjar::API_URL
)
# curl equivalent used while debugging:
#   curl https://api.taxjar.com/v2/categories -H 'Authorization: Token token="«a»"'
`, V{"a": g.hex(32)}, "Rails.application.credentials.dig(:taxjar, :api_key)")

	g.erpxAdd("pennylane-bearer-python", `
import httpx

PENNYLANE = httpx.Client(
    base_url="https://app.pennylane.com/api/external/v2",
    headers={"Authorization": "Bearer «a»", "Accept": "application/json"},
)
invoices = PENNYLANE.get("/customer_invoices", params={"filter": '[{"field":"date","operator":"gteq","value":"2025-01-01"}]'}).json()
`, V{"a": g.b64u(43)}, "https://app.pennylane.com/api/external/v2")
}

// ---- regional ERPs and accounting ----

func (g *G) erpxRegional() {
	g.erpxAdd("exact-online-ini-tokens", `
$ cat ~/.config/exactonline/config.ini
[server]
auth_url = https://start.exactonline.nl/api/oauth2/auth
rest_url = https://start.exactonline.nl/api
token_url = https://start.exactonline.nl/api/oauth2/token

[application]
base_url = https://finance.acme.example
client_id = {«_cid»}
client_secret = «a»

[transient]
access_expiry = 1741334462
access_token = «at»
refresh_token = «rt»
division = «_div»
`, V{"_cid": g.uuid(), "a": g.an(12), "at": "stampNL001." + g.b64u(420), "rt": "stampNL001." + g.b64u(300), "_div": g.digits(7)})

	g.erpxAdd("visma-net-token-curl", `
$ curl -s -X POST https://connect.visma.com/connect/token \
    -d grant_type=client_credentials \
    -d client_id=isv_acme_integration \
    -d client_secret=«a» \
    -d scope="vismanet_erp_service_api:read vismanet_erp_service_api:create" \
    -d tenant_id=«_t»
{"access_token":"«at»","expires_in":3600,"token_type":"Bearer","scope":"vismanet_erp_service_api:read vismanet_erp_service_api:create"}
`, V{"a": g.b64u(48), "_t": g.uuid(), "at": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://connect.visma.com","client_id":"isv_acme_integration","tenant_id":"%s","exp":%d}`, g.uuid(), g.erpxEpoch()))}, "isv_acme_integration")

	g.erpxAdd("fortnox-legacy-headers-php", `
$client = new \GuzzleHttp\Client([
    'base_uri' => 'https://api.fortnox.se/3/',
    'headers'  => [
        'Access-Token'  => '«a»',
        'Client-Secret' => '«b»',
        'Content-Type'  => 'application/json',
        'Accept'        => 'application/json',
    ],
]);
$invoices = json_decode($client->get('invoices?filter=unpaidoverdue')->getBody(), true);
`, V{"a": g.uuid(), "b": g.an(10)}, "invoices?filter=unpaidoverdue")

	g.erpxAdd("economic-grant-token-headers", `
# e-conomic REST - the docs' demo agreement uses "demo"/"demo"; ours below
#   curl -H "X-AppSecretToken: demo" -H "X-AgreementGrantToken: demo" https://restapi.e-conomic.com/self
$ curl -s https://restapi.e-conomic.com/customers?pagesize=2 \
    -H "X-AppSecretToken: «a»" \
    -H "X-AgreementGrantToken: «b»" \
    -H "Content-Type: application/json" | jq '.collection[] | {customerNumber, name, currency}'
`, V{"a": g.an(43), "b": g.an(43)}, `-H "X-AppSecretToken: demo"`)

	g.erpxAdd("tripletex-session-create", `
$ curl -s -X PUT "https://tripletex.no/v2/token/session/:create?consumerToken=«ct»&employeeToken=«et»&expirationDate=2025-03-31"
{"value":{"id":«_id»,"version":1,"consumerToken":{"id":1412},"employeeToken":{"id":88210},"expirationDate":"2025-03-31","token":"«st»"}}
$ curl -s -u "0:«st»" "https://tripletex.no/v2/ledger/account?number=1920&fields=id,number,name"
{"fullResultSize":1,"values":[{"id":«_acc»,"number":1920,"name":"Bankinnskudd"}]}
`, V{"ct": g.erpxTripletex(), "et": g.erpxTripletex(), "_id": g.digits(8), "st": g.erpxTripletex(), "_acc": g.digits(8)}, `"name":"Bankinnskudd"`)

	g.erpxAdd("lexoffice-api-key-node", `
// lexoffice.js - push paid invoices to Lexware Office
const LEX = axios.create({
  baseURL: 'https://api.lexoffice.io/v1',
  headers: { Authorization: 'Bearer «a»', Accept: 'application/json' },
});
const { data } = await LEX.get('/voucherlist', { params: { voucherType: 'invoice', voucherStatus: 'paid' } });
`, V{"a": g.b64u(43)}, "voucherStatus: 'paid'")

	g.erpxAdd("sevdesk-raw-authorization", `
$ curl -s "https://my.sevdesk.de/api/v1/Invoice?status=200&limit=2" -H "Authorization: «a»" | jq '.objects[] | {id, invoiceNumber, sumGross}'
{
  "id": "«_i1»",
  "invoiceNumber": "RE-1412",
  "sumGross": "1428.00"
}
`, V{"a": g.hex(32), "_i1": g.digits(8)}, `"invoiceNumber": "RE-1412"`)

	g.erpxAdd("moneybird-token-dotenv", `
MONEYBIRD_ADMINISTRATION_ID=«_adm»
MONEYBIRD_API_TOKEN=«a»
MONEYBIRD_WEBHOOK_URL=https://finance.acme.example/hooks/moneybird
`, V{"_adm": g.digits(18), "a": g.b64u(43)}, "https://finance.acme.example/hooks/moneybird")

	g.erpxAdd("holded-key-header-python", `
import requests

HOLDED = "https://api.holded.com/api/invoicing/v1"
session = requests.Session()
session.headers.update({"key": "«a»", "accept": "application/json"})
docs = session.get(f"{HOLDED}/documents/invoice", params={"starttmp": 1735689600}).json()
`, V{"a": g.hex(32)}, "/documents/invoice")

	g.erpxAdd("billy-access-token-header", `
GET https://api.billysbilling.com/v2/invoices?state=approved&pageSize=20 HTTP/1.1
X-Access-Token: «a»
Accept: application/json
`, V{"a": g.hex(40)}, "state=approved&pageSize=20")

	g.erpxAdd("yuki-soap-authenticate-accesskey", `
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <Authenticate xmlns="http://www.theyukicompany.com/">
      <accessKey>«a»</accessKey>
    </Authenticate>
  </soap:Body>
</soap:Envelope>
<!-- then: GetCurrentAdministrationID / Administrations, administrationID «_adm» (ACME Benelux BV) -->
`, V{"a": g.uuid(), "_adm": g.uuid()}, "ACME Benelux BV")

	g.erpxAdd("benign-tally-xml-export-request", `
<ENVELOPE>
  <HEADER><TALLYREQUEST>Export Data</TALLYREQUEST></HEADER>
  <BODY>
    <EXPORTDATA>
      <REQUESTDESC>
        <REPORTNAME>Ledger Vouchers</REPORTNAME>
        <STATICVARIABLES>
          <SVCURRENTCOMPANY>ACME Industries Pvt Ltd</SVCURRENTCOMPANY>
          <LEDGERNAME>Globex Traders (GSTIN 27AAGCG«_g»1Z«_z»)</LEDGERNAME>
          <SVFROMDATE>20240401</SVFROMDATE>
          <SVTODATE>20250331</SVTODATE>
        </STATICVARIABLES>
      </REQUESTDESC>
    </EXPORTDATA>
  </BODY>
</ENVELOPE>
`, V{"_g": g.digits(4) + g.s(alUpper, 1), "_z": g.s(alUpNum, 1)}, "ACME Industries Pvt Ltd", "Ledger Vouchers")
}

// ---- other ERPs ----

func (g *G) erpxOtherERP() {
	tok := "b/" + g.b64(150)
	g.erpxAdd("syteline-ido-token-path-password", `
$ curl -s https://csi.corp.example.net/IDORequestService/ido/token/ACME_PROD/integration/«a»
{"Message":null,"Token":"«tok»"}
$ curl -s -H "Authorization: «tok»" \
    "https://csi.corp.example.net/IDORequestService/ido/load/SLItems?properties=Item,Description,UM&recordCap=3"
`, V{"a": g.pwURL(), "tok": tok}, "SLItems?properties=Item,Description,UM&recordCap=3")

	g.erpxAdd("epicor-kinetic-python-session", `
import requests

s = requests.Session()
s.auth = ("manager", "«a»")
s.headers.update({
    "x-api-key": "«k»",
    "CallSettings": '{"Company":"EPIC06","Plant":"MfgSys"}',
})
parts = s.get("https://kinetic.corp.example.net/KineticProd/api/v2/odata/EPIC06/Erp.BO.PartSvc/Parts?$top=5").json()
`, V{"a": g.pw(), "k": g.an(60)}, `{"Company":"EPIC06","Plant":"MfgSys"}`)

	g.erpxAdd("acumatica-web-config-connection-string", `
<connectionStrings>
  <remove name="ProjectX" />
  <add name="ProjectX" providerName="System.Data.SqlClient"
       connectionString="Data Source=sql-acu01;Initial Catalog=AcumaticaERP;Integrated Security=False;User ID=acu_app;Password=«a»;TrustServerCertificate=True" />
</connectionStrings>
`, V{"a": g.pwStrong()}, "Initial Catalog=AcumaticaERP")

	g.erpxAdd("prophet21-token-headers", `
$ curl -s -X POST https://p21.corp.example.net/api/security/token \
    -H "username: api_integration" -H "password: «a»" -H "Accept: application/json"
{"AccessToken":"«at»","ExpiresInSeconds":86400,"TokenType":"Bearer","UserName":"api_integration"}
`, V{"a": g.pw(), "at": g.b64u(400)})

	g.erpxAdd("priority-pat-basic-userinfo", `
# Priority Software REST with a personal access token: the token is the user, "PAT" the password
$ curl -s -u «a»:PAT "https://p.priority-software.com/odata/Priority/tabula.ini/acme/LOGPART?\$select=PARTNAME,PARTDES&\$top=3"
`, V{"a": strings.ToUpper(g.hex(32))}, "tabula.ini/acme/LOGPART")

	g.erpxAdd("cin7-core-api-headers", `
GET https://inventory.dearsystems.com/ExternalApi/v2/product?Page=1&Limit=50 HTTP/1.1
api-auth-accountid: «_acct»
api-auth-applicationkey: «a»
Content-Type: application/json
`, V{"_acct": g.uuid(), "a": g.uuid()}, "/ExternalApi/v2/product")

	g.erpxAdd("brightpearl-account-token", `
const bp = axios.create({
  baseURL: 'https://use1.brightpearlconnect.com/public-api/acmeuk',
  headers: {
    'brightpearl-app-ref': 'acme_wms_sync',
    'brightpearl-account-token': '«a»',
  },
});
const orders = await bp.get('/order-service/order-search?orderStatusId=4');
`, V{"a": g.b64(32)}, "acme_wms_sync")

	g.erpxAdd("unleashed-hmac-signature-csharp", `
// UnleashedClient.cs
private const string ApiId  = "«_id»";
private const string ApiKey = "«a»";

private static string Sign(string query)
{
    using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(ApiKey));
    return Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(query)));
}
// request: GET https://api.unleashedsoftware.com/SalesOrders?orderStatus=Parked
//   api-auth-id: ApiId, api-auth-signature: Sign("orderStatus=Parked")
`, V{"_id": g.uuid(), "a": g.b64(64)}, "orderStatus=Parked")

	g.erpxAdd("fishbowl-rest-login-json", `
$ curl -s -X POST https://fishbowl.corp.example.net:2456/api/login -H 'Content-Type: application/json' \
    -d '{"appName":"ACME Shipping Bridge","appDescription":"label printing","appId":2201,"username":"shipbridge","password":"«a»"}'
{"token":"«t»","user":{"id":14,"firstName":"Ship","lastName":"Bridge"}}
`, V{"a": g.pw(), "t": g.uuid()}, "ACME Shipping Bridge")

	g.erpxAdd("katana-mrp-bearer-env", `
# docker-compose.override.yml (shop floor dashboard)
services:
  dashboard:
    environment:
      KATANA_API_URL: https://api.katanamrp.com/v1
      KATANA_API_KEY: «a»
      REFRESH_SECONDS: "60"
`, V{"a": g.uuid()}, "https://api.katanamrp.com/v1")
}

// ---- banking and treasury ----

func (g *G) erpxBanking() {
	g.erpxAdd("ebics-fintech-keyring-passphrase", `
# treasury/ebics_fetch.py - daily camt.053 download
from fintech.ebics import EbicsKeyRing, EbicsBank, EbicsUser, EbicsClient

keyring = EbicsKeyRing(keys="/srv/treasury/ebics/acme_keys", passphrase="«a»")
bank = EbicsBank(keyring=keyring, hostid="EBIXHOST", url="https://ebics.examplebank.de/ebicsweb/ebicsweb")
user = EbicsUser(keyring=keyring, partnerid="ACMEPAR1", userid="ACMEUSR1")
client = EbicsClient(bank, user, version="H005")

data = client.C53(start="2025-03-06", end="2025-03-06")
client.confirm_download()
`, V{"a": g.pw()}, `partnerid="ACMEPAR1"`, "https://ebics.examplebank.de/ebicsweb/ebicsweb")

	mod := make([]string, 16)
	for i := range mod {
		mod[i] = g.erpxHexPairs(16, " ")
	}
	g.erpxAdd("benign-ebics-ini-letter-hashes", `
                     EBICS initialisation letter (INI)
Host ID:      EBIXHOST              Date: 07.03.2025
Partner ID:   ACMEPAR1              Time: 09:41:12
User ID:      ACMEUSR1              Version: A006

Public key for the electronic signature (A006)
Exponent (3 bytes, hex): 01 00 01
Modulus (256 bytes, hex):
«_mod»

Hash (SHA-256):
«_h1»
«_h2»

I hereby confirm the above public key for my electronic signature.
______________________________  Signature
`, V{"_mod": strings.Join(mod, "\n"), "_h1": g.erpxHexPairs(16, " "), "_h2": g.erpxHexPairs(16, " ")}, "Host ID:      EBIXHOST")

	g.erpxAdd("ebics-php-keyring-json-and-password", `
$ cat config/ebics.php
<?php
return [
    'keyring_path'     => storage_path('ebics/keyring_acme.json'),
    'keyring_password' => '«pw»',
    'host_id'          => 'EBIXHOST',
    'partner_id'       => 'ACMEPAR1',
    'user_id'          => 'ACMEUSR1',
];
$ jq '.USER.A.PRIVATE_KEY, .USER.E.PRIVATE_KEY' storage/ebics/keyring_acme.json
"«ka»"
"«ke»"
`, V{"pw": g.pwStrong(), "ka": g.b64(1224), "ke": g.b64(1224)}, "storage_path('ebics/keyring_acme.json')")

	g.erpxAdd("fints-pin-positional-python", `
from fints.client import FinTS3PinTanClient

client = FinTS3PinTanClient(
    "37040044",
    "acme-treasury",
    "«a»",
    "https://fints.commerzbank.de/fints",
    product_id="«=pid»",
)
with client:
    accounts = client.get_sepa_accounts()
    print(accounts[0].iban, client.get_balance(accounts[0]).amount)
`, V{"a": g.an(10), "=pid": g.s(alUpNum, 25)}, "https://fints.commerzbank.de/fints")

	g.erpxAdd("winscp-ini-bank-session", `
[Sessions\BankH2H/acme-payments]
HostName=h2h.examplebank.com
PortNumber=10022
UserName=ACMEH2H01
Password=«a»
FSProtocol=2
LocalDirectory=D:%5CTreasury%5COutbound
RemoteDirectory=/inbox/pain001
HostKey=ssh-ed25519 255 SHA256:«_fp»
`, V{"a": "A35C" + strings.ToUpper(g.hex(60)), "_fp": g.b64(32)[:43]}, "RemoteDirectory=/inbox/pain001")

	key, pub := g.sshEd25519("treasury@acme-h2h")
	g.erpxAdd("bank-sftp-private-key-cat", `
treasury@payrun01:~$ cat ~/.ssh/examplebank_h2h_ed25519
«k»
treasury@payrun01:~$ cat ~/.ssh/examplebank_h2h_ed25519.pub
«_pub»
`, V{"k": key.block(), "_pub": pub + " treasury@acme-h2h"})

	g.erpxAdd("jsch-set-password-java", `
// BankStatementPoller.java
JSch jsch = new JSch();
jsch.setKnownHosts("/etc/treasury/known_hosts");
Session session = jsch.getSession("ACMEH2H01", "h2h.examplebank.com", 10022);
session.setPassword("«a»");
session.setConfig("PreferredAuthentications", "password");
session.connect(30_000);
ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
sftp.connect();
sftp.get("/outbox/camt053/*.xml", "/data/treasury/statements/");
`, V{"a": g.pw()}, `"/outbox/camt053/*.xml"`)

	g.erpxAdd("gpg-decrypt-statement-passphrase", `
$ gpg --batch --pinentry-mode loopback --passphrase '«a»' \
    --output ACME_MT940_20250307.txt --decrypt ACME_MT940_20250307.txt.pgp
gpg: encrypted with rsa3072 key, ID «_kid», created 2024-05-14
      "ACME Treasury (bank H2H) <treasury@acme.example>"
$ head -3 ACME_MT940_20250307.txt
:20:STARTUMS
:25:37040044/0532013000
:28C:00047/001
`, V{"a": g.pw(), "_kid": g.s(alHexU, 16)}, ":25:37040044/0532013000")

	g.erpxAdd("swift-api-sdk-properties-lau", `
# swift-gpi-tracker.properties (SWIFT SDK, gpi Tracker API)
gateway.url=https://api.swiftnet.sipn.swift.com
oauth.consumer.key=«ck»
oauth.consumer.secret=«cs»
certificate.dn=cn=%1%,ou=api,o=acmegb2l,o=swift
lau.application.id=001
lau.version=1.0
lau.key=«lau»
bic=ACMEGB2LXXX
`, V{"ck": g.an(32), "cs": g.an(16), "lau": g.an(32)}, "cn=%1%,ou=api,o=acmegb2l,o=swift", "ACMEGB2LXXX")

	g.erpxAdd("plaid-node-configuration", `
// server/plaid.js
const { Configuration, PlaidApi, PlaidEnvironments } = require('plaid');

const configuration = new Configuration({
  basePath: PlaidEnvironments.production,
  baseOptions: {
    headers: {
      'PLAID-CLIENT-ID': '«=cid»',
      'PLAID-SECRET': '«a»',
      'Plaid-Version': '2020-09-14',
    },
  },
});
module.exports = new PlaidApi(configuration);
`, V{"=cid": g.hex(24), "a": g.hex(30)}, "PlaidEnvironments.production")

	g.erpxAdd("plaid-items-sql-table", `
finance=# select item_id, institution_id, access_token, status from bank_connections where company_id = 41;
               item_id                | institution_id |                   access_token                   | status
--------------------------------------+----------------+--------------------------------------------------+--------
 «_i1»         | ins_56         | «t1» | active
 «_i2»         | ins_127989     | «t2» | login_required
(2 rows)
`, V{"_i1": g.an(37), "t1": "access-production-" + g.uuid(), "_i2": g.an(37), "t2": "access-production-" + g.uuid()}, "ins_127989")

	g.erpxAdd("gocardless-bankdata-token-new", `
$ curl -s -X POST https://bankaccountdata.gocardless.com/api/v2/token/new/ \
    -H "Content-Type: application/json" \
    -d '{"secret_id": "«id»", "secret_key": "«key»"}'
{"access":"«acc»","access_expires":86400,"refresh":"«ref»","refresh_expires":2592000}
`, V{"id": g.uuid(), "key": g.hex(128),
		"acc": g.jwt("HS256", fmt.Sprintf(`{"token_type":"access","exp":%d,"jti":"%s","id":%d,"secret_id":"%s"}`, g.erpxEpoch(), g.hex(32), g.r.IntN(90000), g.uuid())),
		"ref": g.jwt("HS256", fmt.Sprintf(`{"token_type":"refresh","exp":%d,"jti":"%s","id":%d}`, g.erpxEpoch(), g.hex(32), g.r.IntN(90000)))})

	ec := g.ecPKCS8()
	g.erpxAdd("truelayer-appsettings-signing-key", `
{
  "TrueLayer": {
    "ClientId": "acme-2f9c1a",
    "ClientSecret": "«a»",
    "UseSandbox": false,
    "Payments": {
      "SigningKey": {
        "KeyId": "«_kid»",
        "PrivateKey": "«k»"
      },
      "MerchantAccountId": "«_ma»"
    }
  }
}
`, V{"a": g.uuid(), "_kid": g.uuid(), "k": jsonEsc(ec.block()), "_ma": g.uuid()}, `"ClientId": "acme-2f9c1a"`)

	g.erpxAdd("wise-api-token-profiles", `
$ curl -s -H "Authorization: Bearer «a»" https://api.transferwise.com/v2/profiles | jq '.[] | {id, type, fullName}'
{
  "id": «_p1»,
  "type": "BUSINESS",
  "fullName": "ACME Trading Ltd"
}
`, V{"a": g.uuid(), "_p1": g.digits(8)}, "ACME Trading Ltd")

	g.erpxAdd("currencycloud-authenticate", `
$ curl -s -X POST https://api.currencycloud.com/v2/authenticate/api \
    -F login_id=treasury@acme.example -F api_key=«a»
{"auth_token":"«t»"}
$ curl -s -H "X-Auth-Token: «t»" https://api.currencycloud.com/v2/balances/find | jq '.balances[] | {currency, amount}'
`, V{"a": g.hex(64), "t": g.hex(32)}, "login_id=treasury@acme.example")

	g.erpxAdd("modern-treasury-basic-org", `
$ curl -s -u «_org»:«a» "https://app.moderntreasury.com/api/payment_orders?status=approved&per_page=2" \
    | jq '.[] | {id, amount, currency, direction, counterparty_id}'
{
  "id": "«_po»",
  "amount": 1250000,
  "currency": "USD",
  "direction": "credit",
  "counterparty_id": "«_cp»"
}
`, V{"_org": g.uuid(), "a": "live-" + g.an(64), "_po": g.uuid(), "_cp": g.uuid()})

	g.erpxAdd("kyriba-client-credentials-dotenv", `
# treasury-connector/.env
KYRIBA_BASE_URL=https://demo.kyriba.com/gateway
KYRIBA_CLIENT_ID=acme-erp-connector
KYRIBA_CLIENT_SECRET=«a»
KYRIBA_SCOPE=cash-balances bank-statements
`, V{"a": g.an(40)}, "KYRIBA_CLIENT_ID=acme-erp-connector")

	g.erpxAdd("benign-pain001-payment-file", `
<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>ACME-PAY-20250307-«_m»</MsgId>
      <CreDtTm>2025-03-07T09:12:00</CreDtTm>
      <NbOfTxs>2</NbOfTxs>
      <CtrlSum>18420.55</CtrlSum>
      <InitgPty><Nm>ACME GmbH</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>PMT-«_p»</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></DbtrAgt>
      <CdtTrfTxInf>
        <PmtId><EndToEndId>INV-2025-00412</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">12840.00</InstdAmt></Amt>
        <CdtrAcct><Id><IBAN>«_iban»</IBAN></Id></CdtrAcct>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`, V{"_m": g.digits(6), "_p": g.digits(8), "_iban": g.erpxIBAN("FR76", 23)}, "DE89370400440532013000", "COBADEFFXXX", "INV-2025-00412")

	g.erpxAdd("benign-nacha-ach-file", `
101 0210000211234567890250307«=t»A094101JPMORGAN CHASE         ACME CORP              
5220ACME CORP                           1234567890PPDPAYROLL   250310250310   1021000020000001
622«_r1»«_a1»     0000184255EMP-00412      JANE DOE                0021000020000001
622«_r2»«_a2»     0000212040EMP-00417      RAJ PATEL               0021000020000002
`, V{"=t": g.s(alDigit, 4), "_r1": g.s(alDigit, 9), "_a1": g.s(alDigit, 12), "_r2": g.s(alDigit, 9), "_a2": g.s(alDigit, 12)}, "PPDPAYROLL", "EMP-00412")
}

// ---- payroll, HR and expenses ----

func (g *G) erpxPayroll() {
	g.erpxAdd("adp-mtls-token-python-tuple", `
# payroll/adp_token.py
import requests

resp = requests.post(
    "https://accounts.adp.com/auth/oauth/v2/token",
    data={"grant_type": "client_credentials"},
    auth=("«_cid»", "«a»"),
    cert=("/etc/adp/acme_auth.pem", "/etc/adp/acme_auth.key"),
    timeout=30,
)
token = resp.json()["access_token"]
workers = requests.get("https://api.adp.com/hr/v2/workers?$top=100", headers={"Authorization": f"Bearer {token}"},
                       cert=("/etc/adp/acme_auth.pem", "/etc/adp/acme_auth.key")).json()
`, V{"_cid": g.uuid(), "a": g.uuid()}, "/etc/adp/acme_auth.pem")

	rk := g.rsaPEM()
	g.erpxAdd("adp-private-key-file", `
$ ls -l /etc/adp
-rw-r--r-- 1 payroll payroll 2130 Feb 12 10:02 acme_auth.pem
-rw------- 1 payroll payroll 1675 Feb 12 10:01 acme_auth.key
$ sudo cat /etc/adp/acme_auth.key
«k»
`, V{"k": rk.block()}, "acme_auth.pem")

	g.erpxAdd("gusto-oauth-refresh-ruby", `
# app/services/gusto_token_refresher.rb
class GustoTokenRefresher
  CLIENT_ID     = ENV.fetch("GUSTO_CLIENT_ID")
  CLIENT_SECRET = "«a»"

  def call(company)
    resp = Faraday.post("https://api.gusto.com/oauth/token", {
      client_id: CLIENT_ID, client_secret: CLIENT_SECRET,
      redirect_uri: "https://payroll.acme.example/gusto/callback",
      refresh_token: company.gusto_refresh_token, grant_type: "refresh_token"
    })
    company.update!(gusto_access_token: JSON.parse(resp.body)["access_token"])
  end
end
`, V{"a": g.b64u(43)}, `ENV.fetch("GUSTO_CLIENT_ID")`)

	g.erpxAdd("gusto-system-access-token-response", `
$ curl -s -X POST https://api.gusto-demo.com/oauth/token \
    -H 'Content-Type: application/json' \
    -d '{"client_id":"«=cid»","client_secret":"«a»","grant_type":"system_access"}'
{"access_token":"«at»","token_type":"bearer","expires_in":7200,"created_at":«=ts»}
`, V{"=cid": g.b64u(43), "a": g.b64u(43), "at": g.b64u(43), "=ts": fmt.Sprint(g.erpxEpoch())})

	g.erpxAdd("gusto-webhook-verification-token", `
POST /webhooks/gusto HTTP/1.1
Host: payroll.acme.example
Content-Type: application/json

{"verification_token":"«a»","webhook_subscription_uuid":"«_sub»"}
`, V{"a": g.hex(32), "_sub": g.uuid()})

	g.erpxAdd("paychex-token-curl", `
$ curl -s -X POST https://api.paychex.com/auth/oauth/v2/token \
    -u "«=cid»:«a»" -d grant_type=client_credentials
{"access_token":"«at»","token_type":"Bearer","expires_in":3600,"scope":"oob"}
`, V{"=cid": g.an(34), "a": g.an(34), "at": g.uuid()})

	g.erpxAdd("bamboohr-key-as-basic-user", `
$ curl -s -u "«a»:x" -H "Accept: application/json" \
    "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory" | jq '.employees | length'
212
`, V{"a": g.hex(40)}, "api/gateway.php/acme/v1/employees/directory")

	g.erpxAdd("rippling-bearer-axios", `
const rippling = axios.create({
  baseURL: 'https://api.rippling.com/platform/api',
  headers: { Authorization: 'Bearer «a»' },
});
const { data: employees } = await rippling.get('/employees', { params: { limit: 100, offset: 0 } });
`, V{"a": g.an(64)})

	g.erpxAdd("paylocity-client-secret-appsettings", `
"Paylocity": {
  "TokenUrl": "https://api.paylocity.com/IdentityServer/connect/token",
  "ClientId": "«=cid»",
  "ClientSecret": "«a»",
  "CompanyId": "«_co»",
  "Scope": "WebLinkAPI"
}
`, V{"=cid": g.an(32), "a": g.b64(66), "_co": g.digits(5)}, "https://api.paylocity.com/IdentityServer/connect/token")

	g.erpxAdd("personio-auth-python", `
resp = requests.post(
    "https://api.personio.de/v1/auth",
    json={"client_id": "«=cid»", "client_secret": "«a»"},
    headers={"X-Personio-Partner-ID": "ACME", "X-Personio-App-ID": "finance-sync"},
)
token = resp.json()["data"]["token"]
`, V{"=cid": g.an(32), "a": g.an(48)}, `"X-Personio-App-ID": "finance-sync"`)

	g.erpxAdd("concur-company-request-token-grant", `
$ curl -s -X POST https://us2.api.concursolutions.com/oauth2/v0/token \
    -d client_id=«=cid» \
    -d client_secret=«cs» \
    -d grant_type=password \
    -d username=«_co» \
    -d password=«crt» \
    -d credtype=authtoken
{"expires_in":3600,"scope":"...","token_type":"Bearer","access_token":"«at»","refresh_token":"«rt»","refresh_expires_in":1757260800,"geolocation":"https://us2.api.concursolutions.com","id_token":"..."}
`, V{"=cid": g.uuid(), "cs": g.uuid(), "_co": g.uuid(), "crt": g.an(36), "at": g.jwt("RS256", fmt.Sprintf(`{"concur.scopes":["expense.report.read"],"aud":"*","sub":"%s","iss":"https://us2.api.concursolutions.com","exp":%d}`, g.uuid(), g.erpxEpoch())), "rt": g.uuid()}, "credtype=authtoken")

	g.erpxAdd("expensify-yaml-partner-secret", `
# exporters/expensify.yml
expensify:
  endpoint: https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations
  partner_user_id: aa_finance_acme_example
  partner_user_secret: «a»
  policy_ids: [«_pol»]
  export:
    file_extension: csv
    template: templates/expensify_export.ftl
`, V{"a": g.hex(40), "_pol": g.s(alHexU, 16)}, "aa_finance_acme_example")

	g.erpxAdd("emburse-certify-key-secret-headers", `
GET https://api.certify.com/v1/expensereports?processed=0&batchid=0 HTTP/1.1
x-api-key: «k»
x-api-secret: «s»
Accept: application/json
`, V{"k": g.an(40), "s": g.an(40)}, "processed=0&batchid=0")

	g.erpxAdd("benign-payroll-gl-export-csv", `
$ head -5 exports/payroll_journal_2025-03-15.csv
company_code,cost_center,gl_account,employee_id,pay_date,debit,credit,reference
1710,CC-4100,600100,EMP-00412,2025-03-15,6212.50,,PR-2025-06
1710,CC-4100,600200,EMP-00412,2025-03-15,498.11,,PR-2025-06
1710,CC-4200,600100,EMP-00417,2025-03-15,7100.00,,PR-2025-06
1710,,210500,,2025-03-15,,13810.61,PR-2025-06
`, nil, "company_code,cost_center,gl_account,employee_id", "1710,CC-4100,600100,EMP-00412")
}

// ---- EDI and AS2 ----

func (g *G) erpxEDI() {
	pass := g.pwStrong()
	g.erpxAdd("pyas2lib-organization-key-pass", `
# as2/partners.py
from pyas2lib import Organization, Partner

with open("/etc/as2/keys/acme_as2_sign.pem", "rb") as fh:
    sign_key = fh.read()

org = Organization(
    as2_name="ACME_AS2_PROD",
    sign_key=sign_key,
    sign_key_pass="«a»",
    decrypt_key=sign_key,
    decrypt_key_pass="«a»",
)
walmart = Partner(as2_name="08925485US00", verify_cert=open("/etc/as2/partners/walmart.cer", "rb").read(),
                  encrypt_cert=open("/etc/as2/partners/walmart.cer", "rb").read(), sign=True, encrypt=True, mdn_mode="SYNC")
`, V{"a": pass}, "08925485US00")

	g.erpxAdd("openssl-pkcs12-export-passout", `
$ openssl pkcs12 -export -in acme_as2_2025.crt -inkey acme_as2_2025.key \
    -out acme_as2_2025.p12 -name acme_as2_2025 -passout pass:«a»
$ openssl x509 -in acme_as2_2025.crt -noout -subject -enddate -fingerprint -sha1
subject=C = US, O = ACME Corp, CN = ACME_AS2_PROD
notAfter=Mar  6 23:59:59 2027 GMT
SHA1 Fingerprint=«_fp»
`, V{"a": g.pwURL(), "_fp": g.erpxHexPairs(20, ":")}, "CN = ACME_AS2_PROD")

	g.erpxAdd("biztalk-binding-sftp-password", `
<ReceiveLocation Name="RL_SFTP_Partner_850">
  <Address>sftp://edi.partner.example:22/outbound/850/*.edi</Address>
  <ReceiveLocationTransportType Name="SFTP" Capabilities="80907" ConfigurationClsid="«_clsid»" />
  <ReceiveLocationTransportTypeData>&lt;CustomProps&gt;&lt;UserName vt="8"&gt;acme_edi&lt;/UserName&gt;&lt;Password vt="8"&gt;«a»&lt;/Password&gt;&lt;SSHServerHostKeyFingerPrint vt="8"&gt;«_fp»&lt;/SSHServerHostKeyFingerPrint&gt;&lt;PollingInterval vt="19"&gt;60&lt;/PollingInterval&gt;&lt;/CustomProps&gt;</ReceiveLocationTransportTypeData>
  <ReceivePipeline Name="Microsoft.BizTalk.Edi.DefaultPipelines.EdiReceivePipeline" />
</ReceiveLocation>
`, V{"_clsid": g.uuid(), "a": g.pw(), "_fp": g.erpxHexPairs(16, ":")}, "Microsoft.BizTalk.Edi.DefaultPipelines.EdiReceivePipeline")

	g.erpxAdd("connect-direct-snodeid-positional", `
/* send_payments.cdp - Connect:Direct process, submitted nightly */
SENDPAY  PROCESS SNODE=BANKCDNODE
         SNODEID=(ACMECD01,«a»)
STEP01   COPY FROM (FILE=/data/payments/out/pain001_&DATE..xml PNODE)
              TO   (FILE=ACME.PAYMENTS.INBOUND SNODE DISP=(NEW,CATLG))
PEND
`, V{"a": g.s(alUpNum, 8)}, "ACME.PAYMENTS.INBOUND")

	g.erpxAdd("logic-apps-sftp-connection-arm", `
{
  "type": "Microsoft.Web/connections",
  "apiVersion": "2016-06-01",
  "name": "sftpwithssh-partner-edi",
  "location": "westeurope",
  "properties": {
    "displayName": "Partner EDI SFTP",
    "api": { "id": "[subscriptionResourceId('Microsoft.Web/locations/managedApis', 'westeurope', 'sftpwithssh')]" },
    "parameterValues": {
      "hostName": "sftp.edi-partner.example",
      "userName": "acme_in",
      "password": "«a»",
      "sshPrivateKey": "",
      "portNumber": 22,
      "acceptAnySshHostKey": false,
      "sshHostKeyFingerprint": "«_fp»"
    }
  }
}
`, V{"a": g.pwStrong(), "_fp": g.erpxHexPairs(16, ":")}, "sftpwithssh-partner-edi")

	g.erpxAdd("as2-p12-password-followup-chat", `
[09:42] Lena (EDI, Globex): certificate for the AS2 connection is attached as acme_as2_2025.p12 in the previous mail
[09:43] Lena (EDI, Globex): and as agreed not in the same mail, the import password is
[09:43] Lena (EDI, Globex): «a»
[09:45] Marco (ACME): got it, imported, thanks. MDN URL on our side stays https://as2.acme.example/pyas2/as2receive
`, V{"a": pass}, "https://as2.acme.example/pyas2/as2receive")

	g.erpxAdd("van-credentials-jira-table", `
EDI-412  Onboard new VAN mailbox for Globex (retail)
|| Item || Value ||
| Protocol | SFTP |
| Host | sftp.van.example-edi.com:22 |
| Mailbox / Login | ACMEUS0412 |
| Password | «a» |
| ISA sender / qualifier | ACMEUS / ZZ |
| GS id | ACMEUS |
Assignee: Marco R.   Status: In progress
`, V{"a": g.pw()}, "ISA sender / qualifier | ACMEUS / ZZ")

	g.erpxAdd("benign-as2-message-headers-mic", `
AS2-Version: 1.2
AS2-From: ACME_AS2_PROD
AS2-To: 08925485US00
Message-ID: <ACME-«_m»@as2.acme.example>
Disposition-Notification-To: https://as2.acme.example/pyas2/as2receive
Disposition-Notification-Options: signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, sha-256
Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m

--- MDN received ---
Original-Message-ID: <ACME-«_m»@as2.acme.example>
Disposition: automatic-action/MDN-sent-automatically; processed
Received-Content-MIC: «_mic», sha-256
`, V{"_m": g.hex(24), "_mic": g.b64(32)}, "signed-receipt-micalg=optional, sha-256")

	g.erpxAdd("cleo-harmony-host-export", `
<Host alias="Globex_AS2" class="as2">
  <Address>as2.globex.example</Address>
  <Port>443</Port>
  <Mailbox alias="ACME">
    <Enabled>True</Enabled>
    <Localcertalias>ACME_AS2_2025</Localcertalias>
    <Localcertpassword>«a»</Localcertpassword>
    <Usehttps>True</Usehttps>
  </Mailbox>
</Host>
`, V{"a": g.pw()}, "ACME_AS2_2025")
}

// ---- e-invoicing and tax portals ----

func (g *G) erpxEInvoice() {
	g.erpxAdd("zatca-compliance-csid-response", `
$ curl -s -X POST https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal/compliance \
    -H "OTP: «=otp»" -H "Accept-Version: V2" -H "Content-Type: application/json" \
    -d '{"csr": "«_csr»"}'
{"requestID":«_req»,"dispositionMessage":"ISSUED","binarySecurityToken":"«bst»","secret":"«sec»","errors":null}
`, V{"=otp": g.s(alDigit, 6), "_csr": b64s("-----BEGIN CERTIFICATE REQUEST-----\nMIIB" + g.s(alB64, 120)), "_req": g.digits(13), "bst": b64s("MIID" + g.s(alB64, 900)), "sec": g.b64(32)})

	g.erpxAdd("india-gsp-einvoice-auth", `
POST https://commonapi.mastersindia.co/oauth/access_token HTTP/1.1
Content-Type: application/json

{
  "username": "einvoice@acme.co.in",
  "password": "«a»",
  "client_id": "«=cid»",
  "client_secret": "«cs»",
  "grant_type": "password"
}

HTTP/1.1 200 OK
{"access_token":"«at»","expires_in":21600,"token_type":"Bearer"}
-- then POST /generateEinvoice with "user_gstin": "27AAACA«_g»1Z5"
`, V{"a": g.pw(), "=cid": g.an(20), "cs": g.an(20), "at": g.hex(40), "_g": g.digits(4) + "B"})

	g.erpxAdd("mexico-pac-stamp-and-csd-key", `
$ openssl pkcs8 -inform DER -in CSD_ACME_MX_20240110.key -passin pass:«csd» -out csd_acme.pem
$ cat stamp_request.xml
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:stam="http://facturacion.finkok.com/stamp">
  <soapenv:Body>
    <stam:stamp>
      <stam:xml>«_xml»</stam:xml>
      <stam:username>facturacion@acme.com.mx</stam:username>
      <stam:password>«pac»</stam:password>
    </stam:stamp>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"csd": g.pwURL(), "_xml": b64s(`<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0" Serie="A" Folio="` + g.digits(5) + `"`), "pac": g.pw()}, "http://facturacion.finkok.com/stamp")

	g.erpxAdd("nfe-sped-pfx-and-csc", `
<?php
// config/nfe.php (NFePHP sped-nfe)
$config = [
    "atualizacao" => "2025-03-07 09:00:00",
    "tpAmb"       => 1,
    "razaosocial" => "ACME COMERCIO LTDA",
    "cnpj"        => "«_cnpj»",
    "siglaUF"     => "SP",
    "schemes"     => "PL_009_V4",
    "versao"      => "4.00",
    "CSC"         => "«csc»",
    "CSCid"       => "000001",
];
$certificate = Certificate::readPfx(file_get_contents(__DIR__ . "/certs/acme_a1.pfx"), "«pfx»");
$tools = new Tools(json_encode($config), $certificate);
`, V{"_cnpj": g.s(alDigit, 14), "csc": g.s(alUpNum, 36), "pfx": g.pw()}, "ACME COMERCIO LTDA")

	g.erpxAdd("ksef-token-dotenv", `
# ksef-connector/.env (Krajowy System e-Faktur, production)
KSEF_ENV=prod
KSEF_NIP=«_nip»
KSEF_TOKEN=«a»
KSEF_BASE_URL=https://ksef.mf.gov.pl/api
`, V{"_nip": g.s(alDigit, 10), "a": strings.ToUpper(g.hex(64))}, "https://ksef.mf.gov.pl/api")

	g.erpxAdd("nav-online-szamla-yaml", `
# application-prod.yml
nav:
  online-szamla:
    url: https://api.onlineszamla.nav.gov.hu/invoiceService/v3
    login: «=login»
    password: «pw»
    signature-key: «sk»
    exchange-key: «ek»
    tax-number: "«_tax»"
    software:
      id: HU«_tax»ACME-01
      name: ACME ERP connector
`, V{"=login": g.s(alLowNum, 15), "pw": g.pw(), "sk": g.s(alLowNum, 2) + "-" + g.hex(4) + "-" + g.hex(12) + g.s(alUpNum, 10), "ek": g.s(alUpNum, 4) + g.s(alUpNum, 12), "_tax": g.s(alDigit, 8)}, "https://api.onlineszamla.nav.gov.hu/invoiceService/v3")

	g.erpxAdd("aruba-sdi-signin-curl", `
$ curl -s -X POST https://auth.fatturazioneelettronica.aruba.it/auth/signin \
    -H "Content-Type: application/x-www-form-urlencoded" \
    --data-urlencode "grant_type=password" \
    --data-urlencode "username=ACME_SRL_API" \
    --data-urlencode "password=«a»"
{"access_token":"«at»","token_type":"bearer","expires_in":1800,"refresh_token":"«rt»"}
`, V{"a": g.pw(), "at": g.b64u(200), "rt": g.b64u(60)}, "username=ACME_SRL_API")

	g.erpxAdd("storecove-peppol-bearer", `
$ curl -s https://api.storecove.com/api/v2/document_submissions \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"legalEntityId": «_le», "routing": {"eIdentifiers": [{"scheme": "BE:EN", "id": "0«_be»"}]}, "document": {"documentType": "invoice", "invoice": {"invoiceNumber": "INV-2025-00419"}}}'
{"guid":"«_guid»"}
`, V{"a": g.b64u(43), "_le": g.digits(6), "_be": g.s(alDigit, 9), "_guid": g.uuid()}, "INV-2025-00419")

	g.erpxAdd("sii-pkcs12-bytes-password", `
# sii/client.py - Suministro Inmediato de Información (AEAT)
from cryptography.hazmat.primitives.serialization import pkcs12

with open("certs/acme_es_representante.p12", "rb") as fh:
    key, cert, chain = pkcs12.load_key_and_certificates(fh.read(), b"«a»")
`, V{"a": g.pwURL()}, "certs/acme_es_representante.p12")

	g.erpxAdd("chorus-pro-cpro-account-header", `
POST https://api.piste.gouv.fr/cpro/factures/v1/soumettre HTTP/1.1
Authorization: Bearer «at»
cpro-account: «acct»
Content-Type: application/json;charset=utf-8

{"idUtilisateurCourant": 0, "fichierFacture": "«_f»", "nomFichier": "FA-2025-0412.pdf", "syntaxeFlux": "IN_DP_E2_CII_FACTURX", "avecSignature": false}
`, V{"at": g.b64u(60), "acct": erpxBasic("TECH_1_acme@cpro.fr", g.pw()), "_f": g.b64(48)}, "IN_DP_E2_CII_FACTURX")

	g.erpxAdd("elster-cert-pin-dotenv", `
# ustva-sender/.env
ELSTER_CERT_PATH=/run/secrets/acme_elster.pfx
ELSTER_CERT_PIN=«a»
ELSTER_HERSTELLER_ID=«_hid»
ELSTER_TESTMERKER=0
`, V{"a": g.pwURL(), "_hid": g.digits(5)}, "/run/secrets/acme_elster.pfx")

	g.erpxAdd("hmrc-mtd-vat-obligations", `
$ curl -s "https://api.service.hmrc.gov.uk/organisations/vat/«_vrn»/obligations?status=O" \
    -H "Accept: application/vnd.hmrc.1.0+json" \
    -H "Authorization: Bearer «a»" \
    -H "Gov-Client-Connection-Method: BATCH_PROCESS_DIRECT" \
    -H "Gov-Vendor-Version: acme-vat=2.4.1"
{"obligations":[{"periodKey":"25A1","start":"2025-01-01","end":"2025-03-31","due":"2025-05-07","status":"O"}]}
`, V{"_vrn": g.s(alDigit, 9), "a": g.hex(32)}, "Gov-Client-Connection-Method: BATCH_PROCESS_DIRECT")
}

// ---- integration middleware ----

func (g *G) erpxMiddleware() {
	g.erpxAdd("mule-wrapper-conf-key", `
# /opt/mule/mule-enterprise-standalone-4.8.2/conf/wrapper.conf (excerpt)
wrapper.java.additional.19=-Dmule.env=prod
wrapper.java.additional.20=-Dmule.key=«k»
wrapper.java.additional.21=-Danypoint.platform.client_id=«=cid»
wrapper.java.additional.22=-Danypoint.platform.client_secret=«cs»
wrapper.java.additional.23=-Danypoint.platform.gatekeeper=flexible
`, V{"k": g.an(16), "=cid": g.hex(32), "cs": strings.ToUpper(g.hex(32))}, "-Danypoint.platform.gatekeeper=flexible")

	g.erpxAdd("mule-secure-properties-tool-encrypt", `
$ java -cp secure-properties-tool-j17.jar com.mulesoft.tools.SecurePropertiesTool \
    string encrypt Blowfish CBC «k» "«pw»"
«_ct»
$ grep -n password src/main/resources/config/prod-secure.yaml
7:    password: "![«_ct»]"
`, V{"k": g.an(16), "pw": g.pw(), "_ct": g.b64(24)})

	g.erpxAdd("benign-mule-secure-property-refs", `
<secure-properties:config name="Secure_Props" file="config/${mule.env}-secure.yaml" key="${mule.key}">
  <secure-properties:encrypt algorithm="Blowfish" mode="CBC"/>
</secure-properties:config>
<db:config name="Oracle_EBS">
  <db:oracle-connection host="${ebs.host}" port="1521" serviceName="EBSPROD" user="${ebs.user}" password="${secure::ebs.password}"/>
</db:config>
<sap:sap-config name="SAP_Config">
  <sap:simple-connection-provider-connection applicationServerHost="${sap.ashost}" username="${sap.user}" password="${secure::sap.password}" systemNumber="00" client="300"/>
</sap:sap-config>
`, nil, "${secure::ebs.password}", "${secure::sap.password}", `key="${mule.key}"`)

	g.erpxAdd("mule-cloudhub2-pom-secure-properties", `
<cloudhub2Deployment>
  <uri>https://anypoint.mulesoft.com</uri>
  <provider>MC</provider>
  <environment>Production</environment>
  <target>Cloudhub-EU-Central-1</target>
  <muleVersion>4.8.2</muleVersion>
  <applicationName>acme-netsuite-sapi</applicationName>
  <connectedAppClientId>«=cid»</connectedAppClientId>
  <connectedAppClientSecret>«cs»</connectedAppClientSecret>
  <connectedAppGrantType>client_credentials</connectedAppGrantType>
  <properties>
    <mule.env>prod</mule.env>
  </properties>
  <secureProperties>
    <mule.key>«k»</mule.key>
    <netsuite.tokenSecret>«ts»</netsuite.tokenSecret>
  </secureProperties>
</cloudhub2Deployment>
`, V{"=cid": g.hex(32), "cs": strings.ToUpper(g.hex(32)), "k": g.an(16), "ts": g.erpxNS()}, "acme-netsuite-sapi")

	g.erpxAdd("boomi-environment-extensions-update", `
$ curl -s -u 'BOOMI_TOKEN.integration@acme.example:«tok»' -H 'Content-Type: application/json' -H 'Accept: application/json' \
    -X POST https://api.boomi.com/api/rest/v1/acme-«_acct»/EnvironmentExtensions/«_env»/update -d @- <<'JSON'
{
  "environmentId": "«_env»",
  "partial": true,
  "connections": { "connection": [ {
    "id": "«_cid»", "name": "NetSuite PROD",
    "field": [ { "id": "tokenSecret", "encryptedValueSet": true, "usesEncryption": true, "componentOverride": false, "useDefault": false, "value": "«ts»" } ]
  } ] }
}
JSON
`, V{"tok": g.uuid(), "_acct": g.s(alUpNum, 6), "_env": g.uuid(), "_cid": g.uuid(), "ts": g.erpxNS()})

	g.erpxAdd("celigo-hook-hardcoded-hmac", `
/*
 * integrator.io preSavePage hook - signs each record for the WMS webhook
 * connection "WMS (prod)" has auth type custom; the key below should live in the connection's encrypted field
 */
function preSavePage(options) {
  const SIGNING_KEY = '«a»';
  options.data.forEach((rec) => {
    rec.signature = CryptoJS.HmacSHA256(JSON.stringify(rec.lines), SIGNING_KEY).toString();
  });
  return { data: options.data, errors: options.errors, abort: false };
}
`, V{"a": g.hex(48)}, "preSavePage")

	g.erpxAdd("workato-sdk-settings-and-master-key", `
$ ls
acme_treasury.rb  fixtures  master.key  settings.yaml.enc  spec
$ cat master.key
«mk»
$ workato edit settings.yaml.enc
# decrypted for editing:
client_id: acme-workato
client_secret: «cs»
base_url: https://auth.acmetreasury.example
`, V{"mk": g.hex(32), "cs": g.b64u(40)}, "settings.yaml.enc")

	g.erpxAdd("workato-opa-agent-config", `
# /opt/workato/conf/config.yml (on-prem agent)
database:
  sap_hana_fin:
    adapter: hana
    host: hana01.corp.example.net
    port: 30015
    username: WORKATO_RO
    password: «a»
    database: FIN
files:
  bank_drop:
    base: /data/bank/outbound
`, V{"a": g.pw()}, "sap_hana_fin")

	g.erpxAdd("talend-context-properties", `
$ cat ERP_Sync_0.1/ERP_Sync/contexts/Production.properties
#this is context properties
#Fri Mar 07 09:14:02 CET 2025
sap_ashost=s4p-app01.corp.example.net
sap_client=300
sap_user=TALEND_RFC
sap_password=«a»
netsuite_account=«_acct»
netsuite_token_secret=«b»
`, V{"a": g.erpxPW(), "_acct": g.digits(7), "b": g.erpxNS()}, "sap_user=TALEND_RFC")

	g.erpxAdd("adf-linked-service-sap-table", `
{
  "name": "LS_SAP_S4P",
  "properties": {
    "type": "SapTable",
    "typeProperties": {
      "server": "s4p-app01.corp.example.net",
      "systemNumber": "00",
      "clientId": "300",
      "language": "EN",
      "userName": "ADF_EXTRACT",
      "password": { "type": "SecureString", "value": "«a»" }
    },
    "connectVia": { "referenceName": "SHIR-FIN", "type": "IntegrationRuntimeReference" }
  }
}
`, V{"a": g.erpxPW()}, "SHIR-FIN")

	g.erpxAdd("benign-adf-keyvault-reference", `
{
  "name": "LS_NetSuite_REST",
  "properties": {
    "type": "RestService",
    "typeProperties": {
      "url": "https://«_acct».suitetalk.api.netsuite.com/services/rest",
      "authenticationType": "Basic",
      "userName": "svc-adf",
      "password": {
        "type": "AzureKeyVaultSecret",
        "store": { "referenceName": "LS_KeyVault_Finance", "type": "LinkedServiceReference" },
        "secretName": "netsuite-svc-adf-password"
      }
    }
  }
}
`, V{"_acct": g.digits(7)}, `"secretName": "netsuite-svc-adf-password"`, "LS_KeyVault_Finance")

	g.erpxAdd("camel-yaml-raw-password", `
- route:
    id: erp-invoice-push
    from:
      uri: "file:/data/erp/outbound/invoices?include=.*\\.xml&move=.done"
    steps:
      - to:
          uri: "https://edi.partner.example/api/invoices?httpMethod=POST&authMethod=Basic&authUsername=acme_push&authPassword=RAW(«a»)"
`, V{"a": g.pwStrong()}, "erp-invoice-push")

	g.erpxAdd("tibco-substvar-obfuscated", `
<globalVariable>
  <name>SAP_Password</name>
  <value>#!«a»</value>
  <deploymentSettable>true</deploymentSettable>
  <serviceSettable>false</serviceSettable>
  <type>Password</type>
  <modTime>1741332842000</modTime>
</globalVariable>
`, V{"a": g.b64(24)}, "<type>Password</type>")

	g.erpxAdd("benign-apim-named-value-keyvault", `
$ az apim nv show -g rg-integration -n apim-acme-prod --named-value-id netsuite-token-secret
{
  "displayName": "netsuite-token-secret",
  "keyVault": {
    "identityClientId": null,
    "lastStatus": { "code": "Success", "timeStampUtc": "2025-03-07T06:00:14.112Z" },
    "secretIdentifier": "https://kv-acme-int-prod.vault.azure.net/secrets/netsuite-token-secret"
  },
  "secret": true,
  "value": null
}
`, nil, "https://kv-acme-int-prod.vault.azure.net/secrets/netsuite-token-secret", `"value": null`)
}

// ---- ERP databases ----

func (g *G) erpxDatabases() {
	g.erpxAdd("maxdb-dbmcli-control-comma", `
sdbadm@livecache01:~> dbmcli -d LCP -u control,«a» db_state
OK
State
ONLINE
sdbadm@livecache01:~> dbmcli -d LCP -u control,«a» info state | head -4
OK
END
Data           (KB)   = 18112402
Perm Data      (KB)   = 18110884
`, V{"a": g.pwURL()})

	g.erpxAdd("sap-ase-isql-attached-p", `
syb$ isql -Usapsa -P«a» -SPRD -X -w999
1> select @@version
2> go
Adaptive Server Enterprise/16.0 SP04 PL06/EBF 30990 SMP/P/x86_64/SLES 12.4/ase160sp04pl06x/0/64-bit/FBO/Thu Nov 16 2023
(1 row affected)
`, V{"a": g.pwURL()}, "Adaptive Server Enterprise/16.0 SP04 PL06")

	g.erpxAdd("brtools-brconnect-user-slash", `
oraprd@s4pdb01:~> brconnect -u system/«a» -c -f stats -t all -p 8
BR0801I BRCONNECT 7.40 (45)
BR0805I Start of BRCONNECT processing: celsdxhk.sta 2025-03-07 02:00:04
BR0484I BRCONNECT log file: /oracle/PRD/sapcheck/celsdxhk.sta
`, V{"a": g.pwURL()}, "BR0801I BRCONNECT 7.40 (45)")

	g.erpxAdd("nav-sqlcmd-company-table", `
PS C:\> sqlcmd -S sql-nav01\NAV -U navsql -P «a» -d "Acme BC Prod" -Q "SELECT TOP 3 [No_], [Name] FROM [CRONUS USA, Inc_$Customer$«_app»]"
No_                  Name
-------------------- --------------------------------------------------
10000                Adatum Corporation
20000                Trey Research
`, V{"a": g.pwURL(), "_app": g.uuid()}, "Adatum Corporation")

	g.erpxAdd("odoo-psql-url-dsn", `
$ psql "postgresql://odoo:«a»@pg-odoo.internal:5432/acme-prod?sslmode=require" \
    -c "select name, state, amount_total from account_move where move_type='in_invoice' order by id desc limit 2"
     name      | state  | amount_total
---------------+--------+--------------
 BILL/2025/0311 | posted |      4410.00
 BILL/2025/0310 | draft  |       982.25
`, V{"a": g.pwURL()}, "BILL/2025/0311")

	g.erpxAdd("epicor-appsettings-sql-connection", `
{
  "ConnectionStrings": {
    "EpicorERP": "Server=sql-epicor01;Database=EpicorERP11;User Id=epicor_app;Password=«a»;TrustServerCertificate=True;Application Name=AcmeLabelBridge"
  },
  "Kinetic": { "BaseUrl": "https://kinetic.corp.example.net/KineticProd", "Company": "EPIC06" }
}
`, V{"a": g.pwStrong()}, "Application Name=AcmeLabelBridge")
}

// ---- chat, tickets, handover sheets and exports ----

func (g *G) erpxTalk() {
	g.erpxAdd("chat-user-pastes-ns-token-secret", `
user: the NetSuite RESTlet sync still throws 401 after the sandbox refresh. here's the new token secret from the sandbox, can you update config/netsuite.sandbox.json and rerun the test?
«a»
assistant: I'll update the "tokenSecret" field in config/netsuite.sandbox.json and rerun npm test -- netsuite.
`, V{"a": g.erpxNS()}, "config/netsuite.sandbox.json")

	g.erpxAdd("chat-french-sage-x3-access", `
Bonjour Julien,
voici l'accès Sage X3 pour la recette (dossier SEED) :
  URL : https://x3-recette.acme.fr/syracuse-main/html/main.html
  utilisateur : INTEG
  mot de passe : «a»
Merci de ne pas le partager en dehors du projet.
`, V{"a": g.pw()}, "https://x3-recette.acme.fr/syracuse-main/html/main.html")

	g.erpxAdd("servicenow-worknote-odoo-key", `
INC0081422 | Odoo -> Power BI refresh failing since Monday
Work notes (Priya S., 2025-03-05 14:12):
  Regenerated the key for the powerbi@acme.example user in Odoo (Preferences > Account Security > New API Key, scope rpc).
  Use this one from now on:
  «a»
  The old one (index «_old») was revoked.
`, V{"a": g.hex(40), "_old": g.hex(8)}, "INC0081422")

	g.erpxAdd("email-bank-sftp-onboarding", `
From: Host-to-Host Onboarding <h2h-onboarding@examplebank.com>
To: treasury@acme.example
Subject: [secure] ACME Corp - H2H SFTP test credentials

Dear client,

your test connection is ready:

  Host:     h2h-test.examplebank.com
  Port:     10022
  User:     ACMEH2H01T
  PW:       «a»

The passphrase for the PGP test key will be sent to you by SMS. Payment files (pain.001.001.09) go to /inbox/pain001.
`, V{"a": g.pw()}, "ACMEH2H01T", "pain.001.001.09")

	g.erpxAdd("github-issue-pyrfc-params-printed", `
### pyrfc LogonError on Windows when the password contains '#'

I print the params before connecting and they look right:

ˋˋˋ
{'ashost': 's4q-app01.corp.example.net', 'sysnr': '10', 'client': '400', 'user': 'RFC_QA_INT', 'passwd': '«a»', 'lang': 'EN'}
Traceback (most recent call last):
  File "extract.py", line 22, in <module>
    conn = Connection(**params)
  File "src\pyrfc\_cyrfc.pyx", line 317, in pyrfc._cyrfc.Connection.__init__
pyrfc._exception.LogonError: RFC_LOGON_FAILURE (rc=2): key=RFC_LOGON_FAILURE, message=Name or password is incorrect (repeat logon) [MSG: class=, type=, number=, v1-4:=;;;]
ˋˋˋ
pyrfc 3.3.1, NW RFC SDK 7.50 PL13, Python 3.12
`, V{"a": g.erpxPW()}, "pyrfc 3.3.1, NW RFC SDK 7.50 PL13")

	g.erpxAdd("agent-cat-env-erpnext", `
assistant: Let me check which credentials the sync worker is using.
$ cat worker/.env
ERPNEXT_URL=https://erp.acme.example
ERPNEXT_API_KEY=«k»
ERPNEXT_API_SECRET=«s»
SHOPIFY_STORE=acme-store
LOG_LEVEL=info
assistant: The key pair is set; the 403 comes from the role of the integration user, not from the token.
`, V{"k": g.s(alLowNum, 15), "s": g.s(alLowNum, 15)}, "SHOPIFY_STORE=acme-store")

	g.erpxAdd("chat-xero-invalid-grant-refresh", `
user: why does this fail with invalid_grant? I only refreshed it yesterday
refresh token: «a»
client id «=cid»
assistant: Xero refresh tokens are single-use: once a refresh succeeds, the previous token stops working, so if two workers refresh concurrently one of them gets invalid_grant.
`, V{"a": g.hex(64), "=cid": g.s(alHexU, 32)})

	g.erpxAdd("chat-spanish-sap-b1-service-layer", `
[10:02] Andrés: para probar el Service Layer de SAP Business One en QA:
[10:02] Andrés: https://sapb1-qa.acme.mx:50000/b1s/v1/Login
[10:03] Andrés: {"CompanyDB": "SBO_ACME_QA", "UserName": "manager", "Password": "«a»"}
[10:05] Sofía: listo, ya me devolvió el B1SESSION
`, V{"a": g.pw()}, "SBO_ACME_QA")

	g.erpxAdd("handover-markdown-credentials-table", `
## ERP integration handover (Q1 2025)

| System            | URL / host                                   | User              | Password / secret        |
|-------------------|----------------------------------------------|-------------------|--------------------------|
| S/4HANA QAS       | s4q-app01.corp.example.net, client 400       | RFC_QA_INT        | «a»      |
| NetSuite SB1      | «_acct»-sb1.app.netsuite.com                     | svc-integration   | «b»           |
| Odoo staging      | https://staging-erp.acme.example             | integration       | «c» |
| Bank H2H (test)   | h2h-test.examplebank.com:10022               | ACMEH2H01T        | «d»           |

Everything else is in the "Finance Integrations" vault folder.
`, V{"a": g.erpxPW(), "_acct": g.digits(7), "b": g.pw(), "c": g.hex(40), "d": g.pw()}, `"Finance Integrations" vault folder`)

	g.erpxAdd("csv-password-manager-export-bank-portals", `
$ head -4 ~/Downloads/finance_vault_export.csv
name,url,username,password,extra,grouping
Commerzbank Firmenkunden,https://www.firmenkunden.commerzbank.de,ACME-TREAS-01,«a»,,Treasury
Kyriba,https://emea.kyriba.com,m.rossi@acme.example,«b»,"MFA via app",Treasury
SAP Concur admin,https://www.concursolutions.com,concur-admin@acme.example,«c»,,Expenses
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pw()}, "name,url,username,password,extra,grouping")

	g.erpxAdd("xlsx2csv-interface-inventory", `
$ xlsx2csv "Interface Inventory v7.xlsx" -s 2 | head -5
Interface ID,Source,Target,Protocol,Auth,Credential,Owner
INT-014,S/4HANA,Kyriba,SFTP,password,«a»,Treasury IT
INT-021,NetSuite,Avalara,REST,license key,«b»,Tax
INT-022,Odoo,Shopify,REST,admin API token,«c»,E-commerce
INT-030,Workday,ADP,REST+mTLS,client secret,«d»,HRIS
`, V{"a": g.pw(), "b": strings.ToUpper(g.hex(16)), "c": g.shpat(), "d": g.uuid()}, "Interface ID,Source,Target,Protocol,Auth,Credential,Owner")

	g.erpxAdd("zendesk-acumatica-admin-login", `
Ticket #48812 - Customization publish fails on our Acumatica 2024 R2 instance
Requester: it-ops@globex.example

Hi, you can log in to check: https://globex.acumatica.com, tenant "Globex Production", user admin / «a»
We need this fixed before the month-end close on Friday.
`, V{"a": g.pw()}, "Globex Production")

	g.erpxAdd("teams-meeting-notes-gusto-sandbox", `
Meeting notes - payroll integration sync (Mar 6)
- Gusto demo env ready, company uuid «_co»
- sandbox app client secret (rotate before go-live):
    «a»
- next: map Gusto pay schedules to GL 600100/600200, CC-4100
`, V{"_co": g.uuid(), "a": g.b64u(43)}, "GL 600100/600200, CC-4100")

	g.erpxAdd("slack-thread-boomi-token-bare", `
#int-platform  ·  thread
Tomás  11:20  which token does the deploy pipeline use for AtomSphere?
Ines   11:21  BOOMI_TOKEN.deploy-bot@acme.example, this one:
Ines   11:21  «a»
Ines   11:22  (I'll move it into the pipeline's secret store after lunch)
`, V{"a": g.uuid()}, "BOOMI_TOKEN.deploy-bot@acme.example")

	g.erpxAdd("chat-german-datev-concur", `
Hi Jonas, für den Concur-Export nach DATEV brauchst du:
Company UUID: «_co»
Client Secret: «cs»
Refresh Token: «rt»
Die Buchungen landen dann im Stapel "Reisekosten 03/2025".
`, V{"_co": g.uuid(), "cs": g.uuid(), "rt": g.uuid()}, `Stapel "Reisekosten 03/2025"`)
}

// ---- logs and tool output ----

func (g *G) erpxLogs() {
	g.erpxAdd("log-python-http-client-debug-basic", `
$ PYTHONHTTPDEBUG=1 python sync_bp.py
send: b'GET /sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?$top=1 HTTP/1.1\r\nHost: my404711-api.s4hana.cloud.sap\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: application/json\r\nConnection: keep-alive\r\nAuthorization: Basic «a»\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: content-type: application/json; charset=utf-8
header: sap-server: true
`, V{"a": erpxBasic("COMM_USER_BP", g.pwStrong())}, "python-requests/2.32.3")

	g.erpxAdd("log-spring-hikari-hana-url", `
2025-03-07T06:00:11.402Z ERROR 1 --- [erp-sync] [main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.
com.sap.db.jdbc.exceptions.JDBCDriverException: SAP DBTech JDBC: [10]: authentication failed
	at com.sap.db.jdbc.exceptions.SQLExceptionSapDB._newInstance(SQLExceptionSapDB.java:191)
2025-03-07T06:00:11.405Z  WARN 1 --- [erp-sync] [main] o.s.b.a.j.DataSourceInitializationConfiguration : url=jdbc:sap://hana-fin.corp.example.net:30041/?databaseName=FIN&user=ERP_SYNC&password=«a»
`, V{"a": g.pwURL()}, "HikariPool-1 - Exception during pool initialization.")

	g.erpxAdd("log-dotnet-sqlexception-connstring", `
fail: Acme.Bc.Sync.Worker[0]
      Sync run 2025-03-07 failed (connection: Server=sql-bc01\BCPROD;Database=Acme BC Prod;User Id=bc_sync;Password=«a»;Encrypt=True)
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'bc_sync'.
         at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action'1 wrapCloseInAction)
      ClientConnectionId:«_cc»
      Error Number:18456,State:1,Class:14
`, V{"a": g.pwStrong(), "_cc": g.uuid()}, "Error Number:18456,State:1,Class:14")

	g.erpxAdd("log-odoo-werkzeug-backup-get", `
2025-03-07 02:00:03,118 2712 INFO ? werkzeug: 10.12.0.44 - - [07/Mar/2025 02:00:03] "GET /web/database/backup?master_pwd=«a»&name=acme-prod&backup_format=zip HTTP/1.1" 200 - 412 0.118 1841.003
2025-03-07 02:31:04,552 2712 INFO ? odoo.service.db: DUMP DB successful: acme-prod
`, V{"a": erpxURL(g.pwStrong())}, "DUMP DB successful: acme-prod")

	g.erpxAdd("log-suitescript-execution-log-headers", `
Execution Log - customscript_acme_wms_push (Deployment: customdeploy_acme_wms_push_1)
Type   Date        Time      User                Title     Details
Debug  3/7/2025    6:02 am   -System-            request   {"url":"https://wms.acme.example/api/orders","headers":{"Authorization":"Bearer «a»","Content-Type":"application/json"}}
Audit  3/7/2025    6:02 am   -System-            response  {"code":201,"body":"{\"received\":14}"}
`, V{"a": g.b64u(40)}, "customdeploy_acme_wms_push_1")

	g.erpxAdd("log-mule-debug-property-resolution", `
DEBUG 2025-03-07 06:12:44,118 [WrapperListener_start_runner] org.mule.runtime.config.internal.dsl.model.config.DefaultConfigurationPropertiesResolver: Resolved placeholder '${secure::netsuite.tokenSecret}' to value '«a»'
DEBUG 2025-03-07 06:12:44,119 [WrapperListener_start_runner] org.mule.runtime.config.internal.dsl.model.config.DefaultConfigurationPropertiesResolver: Resolved placeholder '${netsuite.account}' to value '«_acct»_SB1'
`, V{"a": g.erpxNS(), "_acct": g.digits(7)}, "${secure::netsuite.tokenSecret}")

	g.erpxAdd("log-airflow-connection-extras", `
[2025-03-07, 05:00:14 UTC] {base.py:84} INFO - Using connection ID 'netsuite_tba' for task execution.
[2025-03-07, 05:00:14 UTC] {netsuite_hook.py:41} DEBUG - connection extras: {"account_id": "«_acct»", "consumer_key": "«ck»", "consumer_secret": "«cs»", "token_id": "«tid»", "token_secret": "«ts»"}
[2025-03-07, 05:00:19 UTC] {netsuite_hook.py:77} INFO - SuiteQL returned 18412 rows
`, V{"_acct": g.digits(7), "ck": g.erpxNS(), "cs": g.erpxNS(), "tid": g.erpxNS(), "ts": g.erpxNS()}, "Using connection ID 'netsuite_tba' for task execution.")

	g.erpxAdd("docker-inspect-erpnext-env", `
$ docker inspect erpnext-backend-1 --format '{{json .Config.Env}}' | jq -r '.[]'
DB_HOST=db
DB_PORT=3306
DB_PASSWORD=«a»
REDIS_CACHE=redis-cache:6379
SOCKETIO_PORT=9000
PATH=/home/frappe/frappe-bench/env/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pwURL()}, "REDIS_CACHE=redis-cache:6379")

	sec := g.pw()
	g.erpxAdd("gha-log-mask-but-base64-leaked", `
Run ./scripts/deploy-cpi.sh
  ./scripts/deploy-cpi.sh
  env:
    CPI_USER: ***
    CPI_PASSWORD: ***
+ AUTH=«b»
+ curl -s -H 'Authorization: Basic «b»' https://acme-prd.it-cpi018.cfapps.eu20-001.hana.ondemand.com/api/v1/IntegrationDesigntimeArtifacts
`, V{"b": erpxBasic("cpi-deployer", sec)}, "CPI_PASSWORD: ***")

	g.erpxAdd("log-celigo-error-query-key", `
2025-03-07T07:14:02.118Z  ERROR  flow=6412ab09c1f0e2a4b7d91c03 step=Export-Orders
  Request: GET https://api.legacy-oms.example/orders?since=2025-03-06&api_key=«a»
  Response: 401 {"error":"invalid api key"}
`, V{"a": g.hex(32)}, "flow=6412ab09c1f0e2a4b7d91c03")

	g.erpxAdd("curl-verbose-epicor-basic", `
$ curl -v -u manager:«a» https://kinetic.corp.example.net/KineticProd/api/v1/Erp.BO.CustomerSvc/Customers?%24top=1
*   Trying 10.20.7.14:443...
* Connected to kinetic.corp.example.net (10.20.7.14) port 443
* Server auth using Basic with user 'manager'
> GET /KineticProd/api/v1/Erp.BO.CustomerSvc/Customers?%24top=1 HTTP/1.1
> Host: kinetic.corp.example.net
> Authorization: Basic «b»
> User-Agent: curl/8.5.0
< HTTP/1.1 200 OK
`, func() V { p := g.pwURL(); return V{"a": p, "b": erpxBasic("manager", p)} }(), "Server auth using Basic with user 'manager'")

	g.erpxAdd("kubectl-secret-decode-sap", `
$ kubectl -n erp-integration get secret sap-rfc-credentials -o jsonpath='{.data.passwd}' | base64 -d; echo
«a»
$ kubectl -n erp-integration get secret sap-rfc-credentials -o jsonpath='{.data}'
{"ashost":"«_host»","passwd":"«b»","user":"«=user»"}
`, func() V {
		p := g.erpxPW()
		return V{"a": p, "b": b64s(p), "_host": b64s("s4p-app01.corp.example.net"), "=user": b64s("RFC_K8S")}
	}())

	g.erpxAdd("git-diff-remove-intacct-password", `
diff --git a/intacct/config.py b/intacct/config.py
index «_i1»..«_i2» 100644
--- a/intacct/config.py
+++ b/intacct/config.py
@@ -3,6 +3,6 @@ import os
 SENDER_ID = "ACME_SENDER"
-SENDER_PASSWORD = "«a»"
+SENDER_PASSWORD = os.environ["INTACCT_SENDER_PASSWORD"]
 COMPANY_ID = "ACME-PROD"
 USER_ID = "xml_gateway"
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pwStrong()}, `os.environ["INTACCT_SENDER_PASSWORD"]`)
}

// ---- benign look-alikes ----

func (g *G) erpxBenign() {
	g.erpxAdd("benign-fbl3n-gl-line-items", `
G/L Account Line Item Display (FBL3N)   Company Code 1710   G/L Account 0000400100
St  DocumentNo  Typ  Doc. Date   PK  Amount in LC   LCurr  Assignment          Text
 ✓  «_d1»  SA   06.03.2025  40      12,840.00   USD    INV-2025-00412      Revenue accrual Q1
 ✓  «_d2»  RV   06.03.2025  50       4,180.00-  USD    «_d2»          Billing doc «_b»
 ✓  «_d3»  SA   07.03.2025  40         912.50   USD    ACC-SINV-2025-00870 Manual correction
`, V{"_d1": "100" + g.s(alDigit, 7), "_d2": "90" + g.s(alDigit, 8), "_b": "9" + g.s(alDigit, 7), "_d3": "100" + g.s(alDigit, 7)}, "G/L Account 0000400100", "INV-2025-00412")

	g.erpxAdd("benign-trial-balance-csv", `
account_code,account_name,company,period,debit,credit
1000-00-000,Cash - Operating,ACME US,2025-02,1284112.40,0.00
1200-00-000,Accounts Receivable,ACME US,2025-02,918442.15,0.00
2000-00-000,Accounts Payable,ACME US,2025-02,0.00,441287.90
4000-10-200,Revenue - Subscriptions,ACME US,2025-02,0.00,2210418.00
6001-40-100,Salaries - Engineering,ACME US,2025-02,802112.00,0.00
`, nil, "4000-10-200,Revenue - Subscriptions", "6001-40-100")

	g.erpxAdd("benign-vendor-master-export", `
vendor_id,name,country,vat_id,iban,bic,payment_terms
V-000412,Globex GmbH,DE,DE«_vat1»,«_iban1»,COBADEFFXXX,NET30
V-000417,Initech SARL,FR,FR«_vat2»,«_iban2»,BNPAFRPPXXX,NET45
V-000433,Umbrella BV,NL,NL«_vat3»B01,«_iban3»,INGBNL2AXXX,NET30
`, V{"_vat1": g.s(alDigit, 9), "_iban1": g.erpxIBAN("DE", 18), "_vat2": g.s(alDigit, 11), "_iban2": g.erpxIBAN("FR", 23), "_vat3": g.s(alDigit, 9), "_iban3": "NL" + g.s(alDigit, 2) + "INGB" + g.s(alDigit, 10)}, "V-000412", "BNPAFRPPXXX")

	g.erpxAdd("benign-qbo-invoice-json", `
{
  "Invoice": {
    "Id": "«_id»",
    "SyncToken": "3",
    "DocNumber": "1042",
    "TxnDate": "2025-03-06",
    "CustomerRef": { "value": "58", "name": "Globex Corporation" },
    "TotalAmt": 4180.0,
    "Balance": 4180.0,
    "MetaData": { "CreateTime": "2025-03-06T09:12:44-08:00" },
    "domain": "QBO",
    "sparse": false
  },
  "time": "2025-03-07T01:02:03.118-08:00"
}
`, V{"_id": g.digits(3)}, `"SyncToken": "3"`, `"DocNumber": "1042"`)

	g.erpxAdd("benign-dynamics-odata-etag-systemid", `
{
  "@odata.context": "https://api.businesscentral.dynamics.com/v2.0/«_ten»/Production/api/v2.0/$metadata#companies(«_co»)/salesInvoices",
  "value": [
    {
      "@odata.etag": "W/\"«=etag»\"",
      "id": "«_id»",
      "number": "PS-INV103412",
      "customerNumber": "10000",
      "totalAmountIncludingTax": 4180.0,
      "status": "Open",
      "lastModifiedDateTime": "2025-03-06T17:12:44.118Z"
    }
  ]
}
`, V{"_ten": g.uuid(), "_co": g.uuid(), "_id": g.uuid(), "=etag": b64s("'19;14412882174928714521;00;'")},
		`W/\"`+b64s("'19;14412882174928714521;00;'")+`\"`, "PS-INV103412")

	g.erpxAdd("benign-netsuite-script-deployments", `
$ suitecloud object:list --type scriptdeployment
Listing objects of type scriptdeployment in account «_acct»_SB1:
customdeploy_acme_wms_push_1        (script: customscript_acme_wms_push, id 1432)
customdeploy_acme_inv_sync          (script: customscript_acme_inv_sync, id 1433)
customdeploy_acme_fx_reval          (script: customscript_acme_fx_reval, id 1511)
$ git log --oneline -2
«_c1» chore: bump SDF project to 2024.2
«_c2» fix(restlet): handle 429 from WMS
`, V{"_acct": g.digits(7), "_c1": g.hex(7), "_c2": g.hex(7)}, "customscript_acme_fx_reval")

	g.erpxAdd("benign-env-example-erp-placeholders", `
# .env.example - copy to .env and fill in from the "Finance Integrations" vault
SAP_ASHOST=s4q-app01.corp.example.net
SAP_USER=RFC_QA_INT
SAP_PASSWD=changeme
NETSUITE_ACCOUNT_ID=1234567_SB1
NETSUITE_TOKEN_SECRET=<token-secret>
ODOO_API_KEY=${ODOO_API_KEY}
XERO_CLIENT_SECRET=your-xero-client-secret
PLAID_SECRET=
`, nil, "SAP_PASSWD=changeme", "<token-secret>", "${ODOO_API_KEY}", "your-xero-client-secret")

	g.erpxAdd("benign-masked-connection-ui", `
Connection: NetSuite PROD (Boomi, NetSuite connector)
  Account:            «_acct»
  Application ID:     «_app»
  Consumer Key:       ********************************
  Consumer Secret:    ********************************
  Token ID:           ********************************
  Token Secret:       ********************************
  Version:            2024.2
Last test: 07 Mar 2025 06:01 - Connection successful
`, V{"_acct": g.digits(7), "_app": strings.ToUpper(g.uuid())}, "Consumer Secret:    ********************************")

	g.erpxAdd("benign-sap-component-versions", `
Installed Software Component Versions (System > Status > Component information)
Component        Release   SP-Level   Support Package           Short Description
S4CORE           108       0002       SAPK-10802INS4CORE        S4CORE
SAP_BASIS        758       0002       SAPK-75802INSAPBASIS      SAP Basis Component
SAP_ABA          75I       0002       SAPK-75I02INSAPABA        Cross-Application Component
SAP_GWFND        758       0002       SAPK-75802INSAPGWFND      SAP Gateway Foundation 7.58
Kernel release 793, patch 100, compiled for Linux x86_64 (SAP EXT kernel)
Transport requests imported today: S4DK912044, S4DK912051
`, nil, "SAPK-75802INSAPBASIS", "S4DK912044")

	g.erpxAdd("benign-btp-destination-principal-propagation", `
{
  "Name": "S4P_OP_PP",
  "Type": "HTTP",
  "URL": "http://s4p-virtual:44300",
  "Authentication": "PrincipalPropagation",
  "ProxyType": "OnPremise",
  "CloudConnectorLocationId": "FIN",
  "sap-client": "300",
  "WebIDEUsage": "odata_abap",
  "HTML5.DynamicDestination": "true"
}
`, nil, `"Authentication": "PrincipalPropagation"`, `"CloudConnectorLocationId": "FIN"`)

	g.erpxAdd("benign-xs-security-json", `
{
  "xsappname": "acme-fin-approvals",
  "tenant-mode": "dedicated",
  "scopes": [
    { "name": "$XSAPPNAME.Approve", "description": "Approve supplier invoices" },
    { "name": "$XSAPPNAME.Read", "description": "Read" }
  ],
  "role-templates": [
    { "name": "AP_Approver", "scope-references": ["$XSAPPNAME.Approve", "$XSAPPNAME.Read"] }
  ],
  "oauth2-configuration": { "token-validity": 3600, "redirect-uris": ["https://*.cfapps.eu10.hana.ondemand.com/**"] }
}
`, nil, "$XSAPPNAME.Approve", "https://*.cfapps.eu10.hana.ondemand.com/**")

	g.erpxAdd("benign-camt053-statement-entries", `
<Ntry>
  <NtryRef>«_r»</NtryRef>
  <Amt Ccy="EUR">12840.00</Amt>
  <CdtDbtInd>CRDT</CdtDbtInd>
  <BookgDt><Dt>2025-03-07</Dt></BookgDt>
  <AcctSvcrRef>«_svc»</AcctSvcrRef>
  <NtryDtls><TxDtls>
    <Refs><EndToEndId>INV-2025-00412</EndToEndId><MndtId>ACME-MANDATE-0041</MndtId></Refs>
    <RltdPties><DbtrAcct><Id><IBAN>«_iban»</IBAN></Id></DbtrAcct></RltdPties>
    <RmtInf><Ustrd>Globex GmbH invoice INV-2025-00412</Ustrd></RmtInf>
  </TxDtls></NtryDtls>
</Ntry>
`, V{"_r": g.digits(10), "_svc": strings.ToUpper(g.hex(20)), "_iban": g.erpxIBAN("DE", 18)}, "ACME-MANDATE-0041")

	g.erpxAdd("benign-bench-version-shas", `
frappe@erp01:~/frappe-bench$ bench version --format table
┌─────────┬─────────┬──────────────┬──────────────────────────────────────────┐
│ App     │ Version │ Branch       │ Commit                                   │
├─────────┼─────────┼──────────────┼──────────────────────────────────────────┤
│ erpnext │ 15.52.0 │ version-15   │ «_c1» │
│ frappe  │ 15.58.1 │ version-15   │ «_c2» │
│ hrms    │ 15.40.2 │ version-15   │ «_c3» │
└─────────┴─────────┴──────────────┴──────────────────────────────────────────┘
`, V{"_c1": g.gitSHA(), "_c2": g.gitSHA(), "_c3": g.gitSHA()}, "15.52.0")

	g.erpxAdd("benign-hana-hdbuserstore-list", `
s4hadm@s4happ01:~> hdbuserstore LIST
DATA FILE       : /home/s4hadm/.hdb/s4happ01/SSFS_HDB.DAT
KEY FILE        : /home/s4hadm/.hdb/s4happ01/SSFS_HDB.KEY

KEY DEFAULT
  ENV : s4hdb01:30013
  USER: SAPHANADB
  DATABASE: S4H
KEY BACKUPKEY
  ENV : s4hdb01:30013
  USER: BACKUP_OPERATOR
Operation succeed.
`, nil, "USER: SAPHANADB", "/home/s4hadm/.hdb/s4happ01/SSFS_HDB.KEY")

	g.erpxAdd("benign-xero-ids-and-tenant", `
$ curl -s -H "Authorization: Bearer $XERO_ACCESS_TOKEN" https://api.xero.com/connections | jq '.[] | {id, tenantId, tenantType, tenantName}'
{
  "id": "«_id»",
  "tenantId": "«_t»",
  "tenantType": "ORGANISATION",
  "tenantName": "ACME Trading Ltd"
}
$ curl -s -H "Authorization: Bearer $XERO_ACCESS_TOKEN" -H "xero-tenant-id: «_t»" "https://api.xero.com/api.xro/2.0/Invoices?where=Status%3D%22AUTHORISED%22&page=1" | jq -r '.Invoices[0] | .InvoiceID + " " + .InvoiceNumber'
«_inv» INV-0412
`, V{"_id": g.uuid(), "_t": g.uuid(), "_inv": g.uuid()}, "Bearer $XERO_ACCESS_TOKEN", "INV-0412")

	g.erpxAdd("benign-sap-idoc-and-mpl-ids", `
IDoc «_idoc»  ORDERS05  status 53  partner GLOBEX_DE (KU)  created 07.03.2025 06:12:41
IDoc «_idoc2»  INVOIC02  status 03  partner GLOBEX_DE (KU)  created 07.03.2025 06:14:02
CPI message processing log: «_mpl»  iFlow Acme_IDoc_to_EDI_Outbound  COMPLETED  correlation «_corr»
`, V{"_idoc": "0000000" + g.s(alDigit, 9), "_idoc2": "0000000" + g.s(alDigit, 9), "_mpl": "A" + g.b64u(27), "_corr": "AG" + g.b64u(26)}, "Acme_IDoc_to_EDI_Outbound")

	g.erpxAdd("benign-gstin-cnpj-taxids", `
Customer master (tax ids) - export 2025-03-07
customer_no | name                     | country | tax_id
C-10021     | Globex India Pvt Ltd     | IN      | 29AAGCG«_g»1Z«_z»
C-10034     | Initech Brasil Ltda      | BR      | «_c1».«_c2».«_c3»/0001-«_c4»
C-10051     | Umbrella Mexico SA de CV | MX      | UME«_rfc»
`, V{"_g": g.s(alDigit, 4) + "K", "_z": g.s(alUpNum, 1), "_c1": g.s(alDigit, 2), "_c2": g.s(alDigit, 3), "_c3": g.s(alDigit, 3), "_c4": g.s(alDigit, 2), "_rfc": g.s(alDigit, 6) + g.s(alUpNum, 3)}, "Initech Brasil Ltda")
}
