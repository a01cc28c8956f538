package cases

import (
	"fmt"
	"strings"
)

// erpCases adds credentials from ERP, accounting and back-office
// integration work as a coding agent meets it. Sources: SAP (sapnwrfc.ini,
// PyRFC and node-rfc, JCo destination files, SAP GUI shortcuts and
// saprouter strings, hdbuserstore and hdbsql, sapgenpse PINs, BTP service
// keys for XSUAA, HANA Cloud, the destination service and Integration
// Suite, CAP default-env.json, the Cloud Connector REST API, OData calls
// with basic auth, CSRF and SSO cookies, CPI iFlow scripts, message
// processing logs and security material, ABAP HTTP clients, Business One
// Service Layer and DI API, SuccessFactors, Ariba and Concur, ST22 and
// SM21 logs); Oracle E-Business Suite (DBC files, adop, FNDLOAD, sqlplus,
// autoconfig), WebLogic boot.properties, Oracle Fusion and OIC REST calls,
// PeopleSoft DPK customizations and JD Edwards INI files; NetSuite
// (token-based auth in .env files, requests-oauthlib, SuiteTalk
// TokenPassport XML, SuiteCloud CLI CI setup with certificates, OAuth 2.0
// M2M, SuiteScript, SuiteAnalytics Connect); Microsoft Dynamics 365 and
// Dataverse (app registrations, connection strings, pac CLI, F&O data
// management SAS URLs), Business Central (web service access keys,
// BcContainerHelper, AL launch.json) and Dynamics GP eConnect; Odoo
// (odoo.conf, XML-RPC and JSON-RPC, database manager, docker-compose);
// ERPNext/Frappe (site_config.json, bench, token key:secret); Xero,
// QuickBooks Online and Desktop Web Connector, Sage Intacct, Sage
// Accounting and Sage X3, FreshBooks, Zoho Books, MYOB, Wave, Bill.com,
// Expensify, Avalara, Coupa; Workday (ISU SOAP, RaaS URLs, REST refresh
// tokens, Adaptive Planning), ADP and UKG; Infor ION API files, Epicor
// Kinetic, Acumatica, IFS, SYSPRO and Plex; EDI and AS2 (OpenAS2,
// signing keys, X12 ISA and EDIFACT UNB passwords, OFTP2, WinSCP, lftp,
// sshpass, paramiko and rclone SFTP drops); iPaaS (MuleSoft secure
// properties and connected apps, Boomi, Celigo, Workato, Jitterbit,
// SnapLogic, Informatica IICS, Tray.io, Logic Apps trigger URLs); and the
// chats, tickets and logs around them. Benign look-alikes: company,
// realm, tenant, subaccount and organization ids, document and IDoc
// numbers, GL accounts, message, correlation and MPL ids, WIDs,
// transport requests, hashes and masked previews. The case names start
// with "erp/".
func (g *G) erpCases() {
	g.erpSAPRFC()
	g.erpSAPBTP()
	g.erpSAPOData()
	g.erpSAPApps()
	g.erpOracle()
	g.erpNetSuite()
	g.erpDynamics()
	g.erpOdoo()
	g.erpFrappe()
	g.erpXeroQBO()
	g.erpAccounting()
	g.erpWorkday()
	g.erpOtherERP()
	g.erpEDI()
	g.erpIPaaS()
	g.erpChatLogs()
	g.erpMore()
	g.erpBenign()
}

// ---- helpers used only here ----

// erpAdd is add with "ˋ" standing for a backtick.
func (g *G) erpAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// erpBasic is the value of a Basic Authorization header for user and pass.
func erpBasic(user, pass string) string { return b64s(user + ":" + pass) }

// erpNS is a NetSuite token-based auth value (consumer key or secret,
// token id or secret): 64 hex digits.
func (g *G) erpNS() string { return g.hex(64) }

// erpXsuaaSecret is an XSUAA client secret of the current format.
func (g *G) erpXsuaaSecret() string { return g.uuid() + "$" + g.b64u(43) + "=" }

// erpXsuaaOld is an XSUAA client secret of the older format.
func (g *G) erpXsuaaOld() string { return g.b64(21) }

// erpXsappname is an XSUAA client id (benign): sb-<xsappname>!t<n>.
func (g *G) erpXsappname(app string) string {
	return fmt.Sprintf("sb-%s-%s!t%s", app, g.hex(8), g.digits(5))
}

// erpHanaPW is a generated HANA Cloud / HDI container password.
func (g *G) erpHanaPW() string { return g.s(alAlnum, 30) + g.pick("_", "-", ".") + g.an(2) }

// erpZohoRefresh is a Zoho OAuth refresh or access token.
func (g *G) erpZohoRefresh() string { return "1000." + g.hex(32) + "." + g.hex(32) }

// erpZohoClient is a Zoho OAuth client id (benign).
func (g *G) erpZohoClient() string { return "1000." + g.s(alUpNum, 30) }

// erpIntuitRefresh is a QuickBooks Online refresh token.
func (g *G) erpIntuitRefresh() string { return "AB11" + g.digits(10) + g.an(36) }

// erpIntuitAccess is a QuickBooks Online access token (a JWE, dir).
func (g *G) erpIntuitAccess() string {
	return "eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0.." + g.b64u(22) + "." + g.b64u(640) + "." + g.b64u(22)
}

// erpXeroAccess is a Xero access token (an RS256 JWT).
func (g *G) erpXeroAccess(clientID string) string {
	nbf := 1718000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"%s","sub":"%s","auth_time":%d,"xero_userid":"%s","global_session_id":"%s","sid":"%s","jti":"%s","authentication_event_id":"%s","scope":["email","profile","openid","accounting.transactions","accounting.contacts","offline_access"]}`,
		nbf, nbf+1800, clientID, g.hex(32), nbf-40, g.uuid(), g.hex(32), g.hex(32), strings.ToUpper(g.hex(32)), g.uuid()))
}

// erpAADToken is a Microsoft Entra access token for resource.
func (g *G) erpAADToken(tenant, appID, resource string) string {
	iat := 1718000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"aio":"%s","appid":"%s","appidacr":"1","idp":"https://sts.windows.net/%s/","oid":"%s","rh":"0.%s.","roles":["user_impersonation"],"sub":"%s","tid":"%s","ver":"1.0"}`,
		resource, tenant, iat, iat, iat+3599, g.b64u(64), appID, tenant, g.uuid(), g.b64u(40), g.uuid(), tenant))
}

// erpFrappe is an ERPNext/Frappe API key or secret (15 characters).
func (g *G) erpFrappeKey() string { return g.s(alLowNum, 15) }

// erpSAPPW is a password as SAP users set them (up to 40 characters).
func (g *G) erpSAPPW() string {
	if g.r.IntN(2) == 0 {
		return g.pw()
	}
	return g.pwStrong()
}

func (g *G) erpSAPRFC() {
	g.add("erp/sap-sapnwrfc-ini", `
$ cat ~/rfc/sapnwrfc.ini
/* PyRFC destinations, loaded with pyrfc.set_ini_file_directory() */
DEST=S4H_DEV
ASHOST=s4hdev01.corp.acme-mfg.com
SYSNR=00
CLIENT=100
USER=RFC_PYBATCH
PASSWD=«a»
LANG=EN
TRACE=0

DEST=S4H_QAS
MSHOST=s4hqas-ms.corp.acme-mfg.com
MSSERV=3600
SYSID=QAS
GROUP=PUBLIC
CLIENT=200
USER=RFC_PYBATCH
PASSWD=«b»
LANG=EN
`, V{"a": g.erpSAPPW(), "b": g.erpSAPPW()}, "s4hdev01.corp.acme-mfg.com", "RFC_PYBATCH", "MSSERV=3600")

	g.add("erp/sap-pyrfc-connection-python", `
# scripts/pull_open_pos.py
from pyrfc import Connection, ABAPApplicationError, LogonError

conn_params = {
    "ashost": "10.40.2.17",
    "sysnr": "02",
    "client": "300",
    "user": "RFC_MM_READ",
    "passwd": "«a»",
    "lang": "EN",
}

def main():
    with Connection(**conn_params) as conn:
        res = conn.call("BAPI_PO_GETITEMS", PURCHASEORDER="4500017342", ITEMS_OPEN_ONLY="X")
        for item in res["PO_ITEMS"]:
            print(item["PO_NUMBER"], item["PO_ITEM"], item["MATERIAL"], item["QUANTITY"])
`, V{"a": g.erpSAPPW()}, "RFC_MM_READ", "BAPI_PO_GETITEMS", "4500017342")

	pw := g.erpSAPPW()
	g.add("erp/sap-pyrfc-logon-error-traceback", `
$ python sync_materials.py --dest PRD
Traceback (most recent call last):
  File "/opt/mdm/sync_materials.py", line 41, in <module>
    conn = Connection(ashost="sapprd.acme.local", sysnr="00", client="800", user="MDM_SYNC", passwd="«a»")
  File "src/pyrfc/_cyrfc.pyx", line 283, in pyrfc._cyrfc.Connection.__init__
  File "src/pyrfc/_cyrfc.pyx", line 370, in pyrfc._cyrfc.Connection._open
  File "src/pyrfc/_cyrfc.pyx", line 2136, in pyrfc._cyrfc.wrapError
pyrfc._exception.LogonError: RFC_LOGON_FAILURE (rc=2): key=RFC_LOGON_FAILURE, message=Name or password is incorrect (repeat logon) [MSG: class=, type=, number=, v1-4:=;;;]
`, V{"a": pw}, "RFC_LOGON_FAILURE", "MDM_SYNC", "sapprd.acme.local")

	g.add("erp/sap-node-rfc-client-js", `
// src/sap/client.js
const noderfc = require("node-rfc");

const abapSystem = {
  user: "RFC_NODE",
  passwd: process.env.SAP_PASSWD || "«a»",
  ashost: "s4happ.int.example.org",
  sysnr: "10",
  client: "100",
  lang: "EN",
  saprouter: "/H/saprouter.example.org/S/3299",
};

const client = new noderfc.Client(abapSystem);
module.exports = client;
`, V{"a": g.erpSAPPW()}, "RFC_NODE", "/H/saprouter.example.org/S/3299", "process.env.SAP_PASSWD")

	g.add("erp/sap-jco-destination-file", `
$ cat ABAP_AS_WITH_POOL.jcoDestination
#for tests only !
#Mon Jun 10 14:22:08 CEST 2024
jco.destination.peak_limit=10
jco.client.lang=en
jco.client.client=100
jco.client.passwd=«a»
jco.client.user=JCO_INT
jco.client.sysnr=00
jco.destination.pool_capacity=3
jco.client.ashost=ecc6.lab.fabrikam.net
`, V{"a": g.erpSAPPW()}, "jco.client.user=JCO_INT", "ecc6.lab.fabrikam.net")

	g.add("erp/sap-gui-sapshcut-command", `
C:\Users\mweber> "C:\Program Files (x86)\SAP\FrontEnd\SAPgui\sapshcut.exe" -system=PRD -client=100 -user=MWEBER -pw=«a» -language=DE -maxgui -command=VA01
`, V{"a": g.pwURL()}, "sapshcut.exe", "-user=MWEBER", "-command=VA01")

	g.add("erp/sap-saprouter-string-password", `
SAP GUI connection entry (SAPUILandscape.xml):

  <Service type="SAPGUI" uuid="«_u»" name="ERP Prod (via vendor router)"
           systemid="EP1" mode="1"
           server="10.16.8.21:3200"
           sncop="-1" dcpg="2"
           routerid="«_r»"/>
  <Router uuid="«_r»" name="Vendor saprouter"
          router="/H/sr.partner-ams.net/S/3299/W/«a»/H/194.39.131.34/S/3299"/>
`, V{"_u": g.uuid(), "_r": g.uuid(), "a": g.an(8)}, "SAPUILandscape.xml", "/H/sr.partner-ams.net/S/3299/W/", "/H/194.39.131.34/S/3299")

	g.add("erp/sap-hdbuserstore-and-hdbsql", `
hanadm@hdbprd01:/usr/sap/HDB/HDB00> hdbuserstore SET BACKUP hdbprd01:30013@SYSTEMDB BACKUP_OPERATOR «a»
hanadm@hdbprd01:/usr/sap/HDB/HDB00> hdbuserstore LIST BACKUP
KEY BACKUP
  ENV : hdbprd01:30013
  USER: BACKUP_OPERATOR
  DATABASE: SYSTEMDB
hanadm@hdbprd01:/usr/sap/HDB/HDB00> hdbsql -n hdbprd01:30015 -d HDB -u SYSTEM -p '«b»' "SELECT DATABASE_NAME, ACTIVE_STATUS FROM M_DATABASES"
DATABASE_NAME,ACTIVE_STATUS
"SYSTEMDB","YES"
"HDB","YES"
2 rows selected (overall time 3611 usec; server time 412 usec)
`, V{"a": g.erpSAPPW(), "b": g.erpSAPPW()}, "BACKUP_OPERATOR", "hdbprd01:30013", "M_DATABASES")

	g.add("erp/sap-sapgenpse-seclogin-pin", `
sidadm> cd /usr/sap/S4P/D00/sec
sidadm> sapgenpse get_pse -p SAPSNCS.pse -x «a» -r SAPSNCS.req "CN=S4P, OU=SAP Systems, O=Acme AG, C=DE"
sidadm> sapgenpse seclogin -p SAPSNCS.pse -x «a» -O s4padm
 running seclogin with USER="s4padm"
creating credentials for yourself (USER="s4padm")...
Added SSO-credentials for PSE "/usr/sap/S4P/D00/sec/SAPSNCS.pse"
     "CN=S4P, OU=SAP Systems, O=Acme AG, C=DE"
`, V{"a": g.an(12)}, "SAPSNCS.pse", "CN=S4P, OU=SAP Systems, O=Acme AG, C=DE", `USER="s4padm"`)

	g.add("erp/sap-abap-http-client-authenticate", `
* ZCL_WMS_PUSH=>SEND_DELIVERY  (found during code review, transport S4DK912345)
    cl_http_client=>create_by_url(
      EXPORTING url    = 'https://wms.logistics-partner.de/api/v2/deliveries'
      IMPORTING client = DATA(lo_http) ).
    lo_http->authenticate( username = 'ACME_SAP'
                           password = '«a»' ).
    lo_http->request->set_header_field( name = 'X-Api-Key' value = '«b»' ).
    lo_http->request->set_method( if_http_request=>co_request_method_post ).
    lo_http->request->set_cdata( lv_json ).
    lo_http->send( ).
    lo_http->receive( ).
`, V{"a": g.erpSAPPW(), "b": g.hex(32)}, "ZCL_WMS_PUSH=>SEND_DELIVERY", "S4DK912345", "username = 'ACME_SAP'")

	g.add("erp/sap-rfc-destination-sm59-export", `
Destination export (SM59, type G) – ZWMS_PARTNER
  Target Host .......... wms.logistics-partner.de
  Service No. .......... 443
  Path Prefix .......... /api/v2
  SSL .................. Active   (Certificate list: ANONYM)
  Logon Procedure ...... Basic Authentication
    User ............... ACME_SAP
    Password ........... «a»
  Status of Secure Protocol: SSL Client (Anonymous)
  Connection Test: HTTP 200 OK, 412 ms
`, V{"a": g.erpSAPPW()}, "ZWMS_PARTNER", "wms.logistics-partner.de", "SSL Client (Anonymous)")
}

func (g *G) erpSAPBTP() {
	zone := g.pick("acme-dev", "contoso-btp-prod", "fabrikam-int")
	xsapp := g.erpXsappname("orders-srv")
	g.add("erp/sap-btp-xsuaa-service-key-json", `
$ cf service-key orders-xsuaa orders-xsuaa-key
Getting key orders-xsuaa-key for service instance orders-xsuaa as m.keller@acme.example...

{
  "credentials": {
    "apiurl": "https://api.authentication.eu10.hana.ondemand.com",
    "clientid": "«_c»",
    "clientsecret": "«a»",
    "credential-type": "binding-secret",
    "identityzone": "«_z»",
    "identityzoneid": "«_t»",
    "sburl": "https://internal-xsuaa.authentication.eu10.hana.ondemand.com",
    "serviceInstanceId": "«_i»",
    "subaccountid": "«_t»",
    "tenantid": "«_t»",
    "tenantmode": "dedicated",
    "uaadomain": "authentication.eu10.hana.ondemand.com",
    "url": "https://«_z».authentication.eu10.hana.ondemand.com",
    "verificationkey": "-----BEGIN PUBLIC KEY-----«_vk»-----END PUBLIC KEY-----",
    "xsappname": "«_x»",
    "zoneid": "«_t»"
  }
}
`, V{"_c": xsapp, "a": g.erpXsuaaSecret(), "_z": zone, "_t": g.uuid(), "_i": g.uuid(),
		"_vk": g.b64(294), "_x": strings.TrimPrefix(xsapp, "sb-")}, `"tenantmode": "dedicated"`, "orders-xsuaa-key")

	cpiHost := fmt.Sprintf("acme-%s.it-cpi018-rt.cfapps.eu10-003.hana.ondemand.com", g.s(alLowNum, 8))
	g.add("erp/sap-cpi-runtime-service-key-curl", `
# service key "it-rt" (plan: integration-flow) from the BTP cockpit
{
  "oauth": {
    "clientid": "«_c»",
    "clientsecret": "«a»",
    "tokenurl": "https://acme-int.authentication.eu10.hana.ondemand.com/oauth/token",
    "url": "https://«_h»"
  }
}

$ curl -s -u '«_c»:«a»' \
    -d grant_type=client_credentials \
    https://acme-int.authentication.eu10.hana.ondemand.com/oauth/token | jq -r .access_token > /tmp/cpi.tok
$ curl -s -X POST "https://«_h»/http/orders/v1/inbound" \
    -H "Authorization: Bearer $(cat /tmp/cpi.tok)" -H 'Content-Type: application/json' -d @order.json
`, V{"_c": fmt.Sprintf("sb-%s!b%s|it-rt-acme-int!b196", g.uuid(), g.digits(6)), "a": g.erpXsuaaSecret(), "_h": cpiHost},
		"acme-int.authentication.eu10.hana.ondemand.com", "/http/orders/v1/inbound")

	g.add("erp/sap-cap-default-env-json", `
// default-env.json  (cds watch picks this up; keep out of git!)
{
  "VCAP_SERVICES": {
    "hana": [{
      "name": "bookshop-db",
      "label": "hana",
      "plan": "hdi-shared",
      "credentials": {
        "host": "«_h».hana.prod-eu10.hanacloud.ondemand.com",
        "port": "443",
        "driver": "com.sap.db.jdbcDriver",
        "url": "jdbc:sap://«_h».hana.prod-eu10.hanacloud.ondemand.com:443?encrypt=true&validateCertificate=true&currentschema=«_s»",
        "schema": "«_s»",
        "hdi_user": "«_s»_DT",
        "hdi_password": "«a»",
        "user": "«_s»_RT",
        "password": "«b»",
        "certificate": "-----BEGIN CERTIFICATE-----\nMIIDrzCCApegAwIBAgIQCDvgVpBCRrGhdWrJWZHHSjANBgkqhkiG9w0BAQUFADBh\n-----END CERTIFICATE-----"
      }
    }],
    "xsuaa": [{
      "name": "bookshop-uaa",
      "credentials": {
        "clientid": "«_c»",
        "clientsecret": "«c»",
        "url": "https://bookshop-dev.authentication.eu10.hana.ondemand.com"
      }
    }]
  }
}
`, V{"_h": g.uuid(), "_s": strings.ToUpper(g.hex(32)), "a": g.erpHanaPW(), "b": g.erpHanaPW(), "_c": g.erpXsappname("bookshop"), "c": g.erpXsuaaOld()},
		"com.sap.db.jdbcDriver", "bookshop-dev.authentication.eu10.hana.ondemand.com")

	g.add("erp/sap-approuter-destinations-env", `
$ cat manifest.yml
applications:
  - name: orders-approuter
    path: app/router
    memory: 256M
    env:
      TENANT_HOST_PATTERN: '^(.*)-orders.cfapps.eu10.hana.ondemand.com'
      destinations: >
        [
          {"name":"s4","url":"https://my401234-api.s4hana.cloud.sap","User":"COMM_USER_ORDERS","Password":"«a»","forwardAuthToken":false},
          {"name":"srv-api","url":"https://orders-srv.cfapps.eu10.hana.ondemand.com","forwardAuthToken":true}
        ]
    services:
      - orders-xsuaa
`, V{"a": g.pwStrong()}, "COMM_USER_ORDERS", "my401234-api.s4hana.cloud.sap", "orders-approuter")

	g.add("erp/sap-destination-service-find-response", `
$ curl -s -H "Authorization: Bearer $DEST_TOKEN" \
    https://destination-configuration.cfapps.eu10.hana.ondemand.com/destination-configuration/v1/destinations/S4HC_ODATA | jq .
{
  "owner": {
    "SubaccountId": "«_s»",
    "InstanceId": null
  },
  "destinationConfiguration": {
    "Name": "S4HC_ODATA",
    "Type": "HTTP",
    "URL": "https://my401234-api.s4hana.cloud.sap",
    "Authentication": "BasicAuthentication",
    "ProxyType": "Internet",
    "User": "COMM_USER_ODATA",
    "Password": "«a»",
    "sap-client": "100"
  },
  "authTokens": [
    {
      "type": "Basic",
      "value": "«b»",
      "http_header": {
        "key": "Authorization",
        "value": "Basic «b»"
      }
    }
  ]
}
`, func() V {
		p := g.pwStrong()
		return V{"_s": g.uuid(), "a": p, "b": erpBasic("COMM_USER_ODATA", p)}
	}(), "destination-configuration.cfapps.eu10.hana.ondemand.com", `"Authentication": "BasicAuthentication"`)

	sub := g.uuid()
	g.add("erp/sap-cloud-connector-subaccount-api", `
# register the subaccount on the new Cloud Connector (scc 2.17) via its REST API
curl -k -u Administrator:'«a»' -H 'Content-Type: application/json' \
  -X POST https://scc01.corp.acme.local:8443/api/v1/configuration/subaccounts \
  -d '{
        "regionHost": "cf.eu10.hana.ondemand.com",
        "subaccount": "«_s»",
        "locationID": "DC-FRA",
        "displayName": "acme-prod",
        "user": "btp-admin@acme.example",
        "password": "«b»"
      }'
HTTP/1.1 201 Created
{"tunnel":{"state":"Connected","connectedSince":"2024-06-11T07:42:13.551 +0200","user":"btp-admin@acme.example"},"regionHost":"cf.eu10.hana.ondemand.com","subaccount":"«_s»","locationID":"DC-FRA"}
`, V{"a": g.erpSAPPW(), "_s": sub, "b": g.pw()}, "scc01.corp.acme.local:8443", "btp-admin@acme.example", `"locationID":"DC-FRA"`)

	g.add("erp/sap-btp-cf-env-vcap-hana", `
$ cf env invoice-srv | sed -n '/VCAP_SERVICES/,/^}/p'
VCAP_SERVICES: {
  "hana-cloud": [
    {
      "binding_name": null,
      "credentials": {
        "host": "«_h».hna0.prod-eu20.hanacloud.ondemand.com",
        "port": "443",
        "user": "DBADMIN_INVOICE",
        "password": "«a»"
      },
      "instance_name": "invoice-hana",
      "label": "hana-cloud",
      "name": "invoice-hana",
      "plan": "hana",
      "provider": null,
      "tags": ["hana", "database", "relational"]
    }
  ]
}
`, V{"_h": g.uuid(), "a": g.erpHanaPW()}, "DBADMIN_INVOICE", "invoice-hana")

	g.add("erp/sap-cpi-security-material-api", `
# create the credential the iFlow's "S4_BASIC" receiver channel refers to
curl -s -X POST "https://acme-int.it-cpi018.cfapps.eu10-003.hana.ondemand.com/api/v1/UserCredentials" \
  -H "Authorization: Bearer ${CPI_API_TOKEN}" \
  -H "X-CSRF-Token: «=x»" \
  -H "Content-Type: application/json" \
  -d '{"Name":"S4_BASIC","Kind":"default","Description":"S/4 comm user for SalesOrder iFlow","User":"COMM_USER_CPI","Password":"«a»","CompanyId":null}'
`, V{"=x": g.b64(16), "a": g.pwStrong()}, "COMM_USER_CPI", "${CPI_API_TOKEN}", `"Name":"S4_BASIC"`)

	pw := g.erpSAPPW()
	g.erpAdd("erp/sap-cpi-groovy-debug-attachment", `
Found why the SalesOrder iFlow worked in DEV but not QAS. Someone left this in
ˋscript/debugAuth.groovyˋ:

ˋˋˋgroovy
def Message processData(Message message) {
    def service = ITApiFactory.getService(SecureStoreService.class, null)
    def cred = service.getUserCredential("S4_BASIC")
    def messageLog = messageLogFactory.getMessageLog(message)
    messageLog.addAttachmentAsString("auth-debug",
        "user=" + cred.getUsername() + " pw=" + new String(cred.getPassword()), "text/plain")
    return message
}
ˋˋˋ

and the MPL attachment "auth-debug" for message «_m» reads:

    user=COMM_USER_CPI pw=«a»

I've removed the script and will rotate the credential.
`, V{"_m": "AGZo" + g.b64u(24), "a": pw}, "getUserCredential(\"S4_BASIC\")", "COMM_USER_CPI")
}

func (g *G) erpSAPOData() {
	pw := g.erpSAPPW()
	g.add("erp/sap-odata-curl-basic-csrf", `
$ curl -s -i -u 'ODATA_BP_SYNC:«a»' -H 'x-csrf-token: fetch' \
  'https://s4h.corp.acme.com:44300/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?$top=2&$format=json&sap-client=100'
HTTP/1.1 200 OK
content-type: application/json; charset=utf-8
x-csrf-token: «=c»
set-cookie: sap-usercontext=sap-client=100; path=/
set-cookie: SAP_SESSIONID_S4H_100=«b»; path=/; secure; HttpOnly
sap-server: true
sap-perf-fesrec: 118232.000000

{"d":{"results":[{"__metadata":{"id":"https://s4h.corp.acme.com:44300/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner('1000042')","type":"API_BUSINESS_PARTNER.A_BusinessPartnerType"},"BusinessPartner":"1000042","BusinessPartnerCategory":"2","OrganizationBPName1":"Fabrikam GmbH"}]}}
`, V{"a": pw, "=c": g.b64(16), "b": g.b64u(40) + "%3d"}, "ODATA_BP_SYNC", "A_BusinessPartner('1000042')", "sap-perf-fesrec: 118232.000000")

	g.add("erp/sap-odata-python-requests", `
import requests

S4 = "https://my401234-api.s4hana.cloud.sap"
session = requests.Session()
session.auth = ("COMM_USER_SALES", "«a»")

r = session.get(f"{S4}/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder",
                params={"$filter": "SalesOrganization eq '1010'", "$top": 50},
                headers={"Accept": "application/json", "x-csrf-token": "fetch"})
token = r.headers["x-csrf-token"]
`, V{"a": g.pwStrong()}, "COMM_USER_SALES", "API_SALES_ORDER_SRV", "SalesOrganization eq '1010'")

	sso := "AjQxMDMBABhT" + g.b64(180)
	g.add("erp/sap-mysapsso2-cookie-har", `
    {
      "request": {
        "method": "GET",
        "url": "https://fiori.acme.corp/sap/bc/ui2/flp?sap-client=100&sap-language=EN",
        "headers": [
          { "name": "Cookie", "value": "sap-usercontext=sap-client=100; MYSAPSSO2=«a»; SAP_SESSIONID_FIP_100=«b»" },
          { "name": "User-Agent", "value": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36" }
        ]
      },
      "response": { "status": 200, "statusText": "OK" }
    }
`, V{"a": sso, "b": g.b64u(40) + "%3d"}, "fiori.acme.corp/sap/bc/ui2/flp", "sap-usercontext=sap-client=100")

	g.add("erp/sap-odata-postman-env", `
{
  "id": "«_i»",
  "name": "S4 QAS (client 200)",
  "values": [
    { "key": "baseUrl", "value": "https://s4hqas.corp.acme.com:44301", "type": "default", "enabled": true },
    { "key": "sapClient", "value": "200", "type": "default", "enabled": true },
    { "key": "user", "value": "ODATA_TEST01", "type": "default", "enabled": true },
    { "key": "password", "value": "«a»", "type": "secret", "enabled": true },
    { "key": "csrfToken", "value": "", "type": "any", "enabled": true }
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2024-05-28T09:13:44.012Z",
  "_postman_exported_using": "Postman/11.1.0"
}
`, V{"_i": g.uuid(), "a": g.erpSAPPW()}, "ODATA_TEST01", "s4hqas.corp.acme.com:44301", "Postman/11.1.0")

	g.add("erp/sap-api-hub-apikey-sandbox", `
$ curl -s 'https://sandbox.api.sap.com/s4hanacloud/sap/opu/odata4/sap/api_product/srvd_a2x/sap/product/0002/Product?$top=3' \
    -H 'APIKey: «a»' -H 'Accept: application/json' | jq '.value[].Product'
"FG126"
"FG226"
"RM120"
`, V{"a": g.an(32)}, "sandbox.api.sap.com", `"FG126"`)

	g.add("erp/sap-successfactors-odata-basic", `
# SuccessFactors OData v2: user is <username>@<companyId>
export SF_API=https://api012.successfactors.eu/odata/v2
curl -s -u 'sfapi_integration@ACMEGROUPP:«a»' \
  "$SF_API/User?\$select=userId,username,status&\$filter=status%20eq%20'active'&\$top=5&\$format=json"
`, V{"a": g.pwStrong()}, "sfapi_integration@ACMEGROUPP", "api012.successfactors.eu")
}

func (g *G) erpSAPApps() {
	g.add("erp/sap-b1-service-layer-login", `
$ curl -sk -c cookies.txt -X POST https://b1sl.acme-retail.local:50000/b1s/v1/Login \
    -d '{"CompanyDB":"SBO_ACME_LIVE","UserName":"manager","Password":"«a»"}'
{
   "odata.metadata" : "https://b1sl.acme-retail.local:50000/b1s/v1/$metadata#B1Sessions/@Element",
   "SessionId" : "«b»",
   "Version" : "1000230",
   "SessionTimeout" : 30
}
$ cat cookies.txt | grep B1SESSION
b1sl.acme-retail.local	FALSE	/b1s	TRUE	0	B1SESSION	«b»
`, V{"a": g.pw(), "b": g.uuid() + "-" + g.digits(6)}, "SBO_ACME_LIVE", `"Version" : "1000230"`)

	g.add("erp/sap-b1-di-api-csharp", `
// Integration/B1Connector.cs
var company = new SAPbobsCOM.Company
{
    Server = "B1SQL01",
    DbServerType = BoDataServerTypes.dst_MSSQL2019,
    CompanyDB = "SBO_ACME_LIVE",
    DbUserName = "sa",
    DbPassword = "«a»",
    UserName = "b1integration",
    Password = "«b»",
    LicenseServer = "B1SQL01:40000",
    language = BoSuppLangs.ln_English
};
if (company.Connect() != 0)
    throw new Exception($"DI API: {company.GetLastErrorDescription()}");
`, V{"a": g.pwStrong(), "b": g.pw()}, "SBO_ACME_LIVE", "b1integration", "B1SQL01:40000")

	g.add("erp/sap-ariba-api-oauth", `
# Ariba Procurement Reporting API – application "acme-spend-extract"
ARIBA_REALM=acme-T
ARIBA_API_KEY=«a»
ARIBA_OAUTH_CLIENT_ID=«_c»
ARIBA_OAUTH_SECRET=«b»

curl -s -X POST "https://api.ariba.com/v2/oauth/token?grant_type=openapi_2lo" \
  -H "Authorization: Basic $(printf '%s:%s' "$ARIBA_OAUTH_CLIENT_ID" "$ARIBA_OAUTH_SECRET" | base64 -w0)"
`, V{"a": g.an(32), "_c": g.uuid(), "b": g.an(32)}, "ARIBA_REALM=acme-T", "openapi_2lo")

	g.add("erp/sap-concur-refresh-token-python", `
CONCUR = {
    "token_url": "https://us2.api.concursolutions.com/oauth2/v0/token",
    "client_id": "«_c»",
    "client_secret": "«a»",
    "refresh_token": "«b»",
    "geolocation": "https://us2.api.concursolutions.com",
}

resp = requests.post(CONCUR["token_url"], data={
    "grant_type": "refresh_token",
    "client_id": CONCUR["client_id"],
    "client_secret": CONCUR["client_secret"],
    "refresh_token": CONCUR["refresh_token"],
})
`, V{"_c": g.uuid(), "a": g.uuid(), "b": g.uuid()}, "us2.api.concursolutions.com")

	g.add("erp/sap-abap-st22-dump-benign", `
Runtime Errors         MESSAGE_TYPE_X
Date and Time          11.06.2024 09:41:12
Short Text
     The current application triggered a termination with a short dump.
What happened?
     The current application program detected a situation which really
     should not occur. Therefore, a termination with a short dump was
     triggered on purpose by the key word MESSAGE (type X).
Error analysis
     Short text of error message:
     Document 5100004711 in company code 1010 fiscal year 2024 is locked
     Long text of error message:
     Technical information about the message:
     Message class....... "F5"
     Number.............. 152
     Variable 1.......... "5100004711"
     Variable 2.......... "1010"
Information on where terminated
     Termination occurred in the ABAP program "SAPLF005" - in "FI_DOCUMENT_POST".
     Transaction......... "FB01"
     Transaction ID...... «_t»
     EPP Root Context ID. «_e»
     User and Transaction: Client 100, User BATCH_FI, Workprocess DIA 04
`, V{"_t": strings.ToUpper(g.hex(32)), "_e": strings.ToUpper(g.hex(32))}, "MESSAGE_TYPE_X", "5100004711", "SAPLF005", "BATCH_FI")

	g.add("erp/sap-pipo-channel-export", `
<!-- PI/PO communication channel CC_SFTP_Receiver_Bank (exported via Directory API) -->
<CommunicationChannel>
  <ChannelID><PartyID/><ComponentID>BC_HOUSEBANK</ComponentID><ChannelID>CC_SFTP_Receiver_Bank</ChannelID></ChannelID>
  <AdapterMetadata><Name>SFTP</Name><Namespace>http://sap.com/xi/XI/SFTP</Namespace></AdapterMetadata>
  <Direction>Receiver</Direction>
  <AdapterSpecificAttribute><Name>serverhost</Name><Value>sftp.housebank.example.de</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>serverport</Name><Value>22</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>authMethod</Name><Value>Password</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>username</Name><Value>ACME_PAYMENTS</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>pwd</Name><Value>«a»</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>serverfingerprint</Name><Value>«_f»</Value></AdapterSpecificAttribute>
  <AdapterSpecificAttribute><Name>filePath</Name><Value>/in/pain001</Value></AdapterSpecificAttribute>
</CommunicationChannel>
`, V{"a": g.pwStrong(), "_f": "SHA256:" + strings.TrimRight(g.b64(32), "=")}, "CC_SFTP_Receiver_Bank", "ACME_PAYMENTS", "sftp.housebank.example.de")

	g.add("erp/sap-commerce-local-properties", `
# hybris/config/local.properties (S/4 integration part)
sapcoreconfiguration.rfc.destination=ERP_RFC
sap.core.rfc.ashost=ecc.acme.corp
sap.core.rfc.sysnr=00
sap.core.rfc.client=100
sap.core.rfc.user=HYBRIS_RFC
sap.core.rfc.password=«a»
db.url=jdbc:sqlserver://commerce-db.acme.corp:1433;databaseName=hybris;encrypt=true
db.username=hybris
db.password=«b»
`, V{"a": g.erpSAPPW(), "b": g.pwStrong()}, "HYBRIS_RFC", "commerce-db.acme.corp:1433")
}

func (g *G) erpOracle() {
	g.add("erp/oracle-ebs-dbc-file", `
[applmgr@ebsapp01 secure]$ cat $FND_SECURE/VIS.dbc
#DB Settings
#Tue Jun 11 08:02:37 EDT 2024
GUEST_USER_PWD=GUEST/«a»
APPL_SERVER_ID=«b»
FND_JDBC_BUFFER_DECAY_INTERVAL=300
TWO_TASK=VIS
FND_JDBC_BUFFER_MIN=1
GWYUID=APPLSYSPUB/PUB
FND_MAX_JDBC_CONNECTIONS=500
FND_JDBC_STMT_CACHE_FREE_MEM=TRUE
DB_HOST=ebsdb01.acme.local
APPS_JDBC_URL=jdbc\:oracle\:thin\:@(DESCRIPTION\=(ADDRESS_LIST\=(LOAD_BALANCE\=YES)(FAILOVER\=YES)(ADDRESS\=(PROTOCOL\=tcp)(HOST\=ebsdb01.acme.local)(PORT\=1521)))(CONNECT_DATA\=(SERVICE_NAME\=VIS)))
DB_PORT=1521
FNDNAM=APPS
`, V{"a": g.an(10), "b": strings.ToUpper(g.hex(64)) + g.digits(6)}, "GWYUID=APPLSYSPUB/PUB", "ebsdb01.acme.local", "FNDNAM=APPS")

	apps := g.pwURL()
	g.add("erp/oracle-ebs-fndload-download", `
[applmgr@ebsapp01 ~]$ FNDLOAD apps/«a» 0 Y DOWNLOAD $FND_TOP/patch/115/import/afcpprog.lct XXACME_GL_INTERFACE.ldt PROGRAM APPLICATION_SHORT_NAME="XXACME" CONCURRENT_PROGRAM_NAME="XXACME_GL_INTERFACE"
Log filename : L7784231.log

Report filename : O7784231.out
[applmgr@ebsapp01 ~]$ sqlplus -s apps/«a»@VIS <<EOF
select request_id, phase_code, status_code from fnd_concurrent_requests where request_id = 7784231;
EOF

REQUEST_ID P S
---------- - -
   7784231 C C
`, V{"a": apps}, "afcpprog.lct", "XXACME_GL_INTERFACE", "L7784231.log")

	g.add("erp/oracle-ebs-adop-scripted-passwords", `
#!/bin/bash
# run_adop_cycle.sh  -- unattended patch cycle (DEV only!)
. /u01/install/APPS/EBSapps.env run
{
  echo "«a»"     # APPS password
  echo "«b»"     # SYSTEM password
  echo "«c»"     # WLS admin password
} | adop phase=prepare,apply,finalize,cutover,cleanup patches=35886514 workers=8 options=forceapply
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "EBSapps.env run", "patches=35886514")

	g.add("erp/oracle-weblogic-boot-properties", `
[oracle@ebsapp01 ~]$ cat /u01/install/APPS/fs1/FMW_Home/user_projects/domains/EBS_domain/servers/AdminServer/security/boot.properties
# Generated by Configuration Wizard on Tue Jun 11 09:14:22 EDT 2024
username=weblogic
password=«a»
[oracle@ebsapp01 ~]$ # not encrypted yet because AdminServer was never started after the clone
`, V{"a": g.pwURL()}, "EBS_domain", "username=weblogic")

	g.add("erp/oracle-fusion-rest-curl", `
$ curl -s -u 'INTEGRATION.USER@acme.com:«a»' \
  -H 'REST-Framework-Version: 4' \
  'https://fa-eqxr-saasfaprod1.fa.ocs.oraclecloud.com/fscmRestApi/resources/11.13.18.05/invoices?q=InvoiceNumber=INV-2024-00871&fields=InvoiceId,InvoiceNumber,InvoiceAmount,ValidationStatus'
{
  "items" : [ {
    "InvoiceId" : 300000184227114,
    "InvoiceNumber" : "INV-2024-00871",
    "InvoiceAmount" : 12890.4,
    "ValidationStatus" : "Validated"
  } ],
  "count" : 1,
  "hasMore" : false
}
`, V{"a": g.pw()}, "INTEGRATION.USER@acme.com", "fa-eqxr-saasfaprod1.fa.ocs.oraclecloud.com", "300000184227114")

	g.add("erp/oracle-oic-connection-properties", `
# OIC Gen3 – REST connection "FUSION_ERP_REST" (exported connection properties)
connection.type=REST_API
connection.url=https://fa-eqxr-saasfaprod1.fa.ocs.oraclecloud.com
security.policy=OAUTH_CLIENT_CREDENTIALS
security.oauth.token.uri=https://idcs-«_i».identity.oraclecloud.com/oauth2/v1/token
security.oauth.client.id=«_c»
security.oauth.client.secret=«a»
security.oauth.scope=urn:opc:resource:fa:instanceid=«=n»urn:opc:resource:consumer::all
agent.group=NONE
`, V{"_i": g.hex(32), "_c": g.hex(32) + "_APPID", "a": g.uuid(), "=n": g.digits(9)}, "FUSION_ERP_REST", "OAUTH_CLIENT_CREDENTIALS")

	g.add("erp/oracle-peoplesoft-dpk-customizations", `
# /cs/dpk/psft_customizations.yaml  (DPK puppet run for HCM 9.2 PUM image)
---
db_name:            HCMDMO
db_user:            PS
db_user_pwd:        «a»
db_connect_id:      people
db_connect_pwd:     «b»
access_id:          SYSADM
access_pwd:         «c»
webprofile_user_id: PTWEBSERVER
webprofile_user_pwd: «d»
gw_user_id:         administrator
gw_user_pwd:        «e»
domain_conn_pwd:    «f»
weblogic_admin_pwd: «g»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pwURL(), "e": g.pwURL(), "f": g.pwURL(), "g": g.pwStrong()},
		"psft_customizations.yaml", "webprofile_user_id: PTWEBSERVER", "db_name:            HCMDMO")

	g.add("erp/oracle-jde-jdbj-ini", `
; E1 HTML server  - jdbj.ini (excerpt)
[JDBj-BOOTSTRAP SESSION]
user=JDE
password=«a»
environment=PD920
role=*ALL

[JDBj-SERVER]
serverType=JAS

[JDBj-BOOTSTRAP DATA SOURCE]
name=System - 920
databaseType=S
server=JDESQL01
serverPort=1433
database=JDE920
physicalDatabase=JDE920
owner=SY920
lob=false
`, V{"a": g.pwURL()}, "environment=PD920", "server=JDESQL01")

	g.add("erp/oracle-ebs-autoconfig-ad-clone", `
[applmgr@ebsapp02 bin]$ perl adcfgclone.pl appsTier
                     Copyright (c) 2002, 2015 Oracle Corporation
                        Redwood Shores, California, USA

                        Oracle E-Business Suite Rapid Clone

                                 Version 12.2

                      adcfgclone Version 120.63.12020000.65

Enter the APPS password : «a»

Enter the Weblogic AdminServer password : «b»

Do you want to add a node (yes/no) [no] : no

Running: Context clone...
Log file located at /u01/install/APPS/fs1/EBSapps/comn/clone/bin/CloneContext_0611094512.log
`, V{"a": g.pwURL(), "b": g.pwURL()}, "adcfgclone.pl appsTier", "CloneContext_0611094512.log")

	g.add("erp/oracle-bip-report-soap", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:pub="http://xmlns.oracle.com/oxp/service/PublicReportService">
   <soapenv:Header/>
   <soapenv:Body>
      <pub:runReport>
         <pub:reportRequest>
            <pub:reportAbsolutePath>/Custom/Financials/AP Aging Extract.xdo</pub:reportAbsolutePath>
            <pub:attributeFormat>csv</pub:attributeFormat>
            <pub:sizeOfDataChunkDownload>-1</pub:sizeOfDataChunkDownload>
         </pub:reportRequest>
         <pub:userID>BIP_EXTRACT_USER</pub:userID>
         <pub:password>«a»</pub:password>
      </pub:runReport>
   </soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.pw()}, "BIP_EXTRACT_USER", "AP Aging Extract.xdo")
}

func (g *G) erpNetSuite() {
	acct := g.digits(7)
	g.add("erp/netsuite-tba-dotenv", `
# .env.sandbox — NetSuite integration record "Shopify Order Sync"
NS_ACCOUNT_ID=«_a»_SB1
NS_REALM=«_a»_SB1
NS_CONSUMER_KEY=«a»
NS_CONSUMER_SECRET=«b»
NS_TOKEN_ID=«c»
NS_TOKEN_SECRET=«d»
NS_RESTLET_URL=https://«_a»-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1843&deploy=1
`, V{"_a": acct, "a": g.erpNS(), "b": g.erpNS(), "c": g.erpNS(), "d": g.erpNS()}, "Shopify Order Sync", "script=1843&deploy=1")

	acct = g.digits(7)
	g.add("erp/netsuite-requests-oauthlib-restlet", `
from requests_oauthlib import OAuth1Session

ns = OAuth1Session(
    client_key="«a»",
    client_secret="«b»",
    resource_owner_key="«c»",
    resource_owner_secret="«d»",
    realm="«_a»",
    signature_method="HMAC-SHA256",
)
url = "https://«_a».suitetalk.api.netsuite.com/services/rest/record/v1/salesOrder?limit=5"
print(ns.get(url).json()["items"])
`, V{"a": g.erpNS(), "b": g.erpNS(), "c": g.erpNS(), "d": g.erpNS(), "_a": acct}, "HMAC-SHA256", "/services/rest/record/v1/salesOrder")

	acct = g.digits(7)
	g.add("erp/netsuite-suitetalk-tokenpassport", `
POST https://«_a».suitetalk.api.netsuite.com/services/NetSuitePort_2023_2 HTTP/1.1
Content-Type: text/xml; charset=utf-8
SOAPAction: "search"

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:urn="urn:messages_2023_2.platform.webservices.netsuite.com" xmlns:urn1="urn:core_2023_2.platform.webservices.netsuite.com">
  <soapenv:Header>
    <urn:tokenPassport>
      <urn1:account>«_a»</urn1:account>
      <urn1:consumerKey>«a»</urn1:consumerKey>
      <urn1:token>«b»</urn1:token>
      <urn1:nonce>«=n»</urn1:nonce>
      <urn1:timestamp>1718103311</urn1:timestamp>
      <urn1:signature algorithm="HMAC-SHA256">«=s»</urn1:signature>
    </urn:tokenPassport>
  </soapenv:Header>
`, V{"_a": acct, "a": g.erpNS(), "b": g.erpNS(), "=n": g.an(20), "=s": g.b64(32)}, "NetSuitePort_2023_2", "urn1:timestamp")

	k := g.pkcs8RSAPEM()
	g.add("erp/netsuite-suitecloud-ci-setup", `
$ suitecloud account:setup:ci --account «_a»_SB2 --authid ci-sb2 --certificateid «_c» --privatekeypath ./ci/netsuite-ci.pem
Authenticating...
The account "ACME Holdings (Sandbox 2)" is now set up with the authentication ID ci-sb2.
$ cat ./ci/netsuite-ci.pem
«k»
`, V{"_a": g.digits(7), "_c": g.an(43), "k": k.block()}, "account:setup:ci", "ci-sb2")

	g.erpAdd("erp/netsuite-oauth2-m2m-node", `
// netsuite/m2m.ts — client credentials flow with a certificate (OAuth 2.0 M2M)
import jwt from "jsonwebtoken";

const ACCOUNT = "«_a»";
const CLIENT_ID = "«a»";
const CERT_ID = "«_k»";
const PRIVATE_KEY = ˋ«p»ˋ;

export function assertion(): string {
  return jwt.sign(
    { iss: CLIENT_ID, scope: ["restlets", "rest_webservices"], aud: ˋhttps://${ACCOUNT}.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/tokenˋ },
    PRIVATE_KEY,
    { algorithm: "PS256", expiresIn: 3600, header: { kid: CERT_ID, typ: "JWT", alg: "PS256" } },
  );
}
`, V{"_a": g.digits(7), "a": g.hex(64), "_k": g.b64u(43), "p": g.ecPKCS8().block()}, "rest_webservices", "PS256")

	g.add("erp/netsuite-suitescript-hardcoded-key", `
/**
 * @NApiVersion 2.1
 * @NScriptType MapReduceScript
 * customscript_acme_push_fulfillments
 */
define(["N/https", "N/search", "N/log"], (https, search, log) => {
  const SHIPBOB_TOKEN = "«a»";
  const SLACK_HOOK = "https://hooks.slack.com/services/«_t»/«_b»/«c»";

  const reduce = (ctx) => {
    const body = JSON.parse(ctx.values[0]);
    const resp = https.post({
      url: "https://api.shipbob.com/1.0/order",
      headers: { Authorization: "Bearer " + SHIPBOB_TOKEN, "Content-Type": "application/json", shipbob_channel_id: "«_ch»" },
      body: JSON.stringify(body),
    });
    log.audit({ title: "shipbob", details: resp.code });
  };
  return { getInputData: () => search.load({ id: "customsearch_acme_open_if" }), reduce };
});
`, V{"a": g.b64u(64), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24), "_ch": g.digits(6)}, "customscript_acme_push_fulfillments", "customsearch_acme_open_if")

	acct = g.digits(7)
	g.add("erp/netsuite-odbc-suiteanalytics-dsn", `
; /etc/odbc.ini
[NetSuite]
Driver=/opt/netsuite/odbcclient/lib64/ivoa27.so
Description=Connect for ODBC 8.0 - SuiteAnalytics Connect
Host=«_a».connect.api.netsuite.com
Port=1708
ServerDataSource=NetSuite2.com
Encrypted=1
AllowSinglePacketLogout=1
Truststore=/opt/netsuite/odbcclient/cert/ca3.cer
CustomProperties=AccountID=«_a»;RoleID=1042
UID=analytics@acme.example
PWD=«a»
`, V{"_a": acct, "a": g.pw()}, "NetSuite2.com", "analytics@acme.example", "RoleID=1042")

	acct = g.digits(7)
	g.add("erp/netsuite-restlet-curl-oauth-header", `
$ curl -s -X GET 'https://«_a».restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=902&deploy=1&itemid=WIDGET-42' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: OAuth realm="«_a»",oauth_consumer_key="«a»",oauth_token="«b»",oauth_signature_method="HMAC-SHA256",oauth_timestamp="1718110042",oauth_nonce="«=n»",oauth_version="1.0",oauth_signature="«=s»"'
{"itemid":"WIDGET-42","quantityavailable":118,"location":"Reno DC"}
`, V{"_a": acct, "a": g.erpNS(), "b": g.erpNS(), "=n": g.an(11), "=s": strings.ReplaceAll(g.b64(32), "=", "%3D")}, "itemid=WIDGET-42", `"location":"Reno DC"`)

	g.add("erp/netsuite-node-sdk-config-json", `
{
  "netsuite": {
    "accountId": "«_a»",
    "baseUrl": "https://«_a».suitetalk.api.netsuite.com/services/rest",
    "consumerKey": "«a»",
    "consumerSecret": "«b»",
    "tokenKey": "«c»",
    "tokenSecret": "«d»",
    "subsidiaryId": 3,
    "defaultLocationId": 7
  }
}
`, V{"_a": g.digits(7), "a": g.erpNS(), "b": g.erpNS(), "c": g.erpNS(), "d": g.erpNS()}, `"subsidiaryId": 3`)

	g.erpAdd("erp/netsuite-ticket-invalid-login", `
**INT-2291: NetSuite sync failing with INVALID_LOGIN_ATTEMPT since token rotation**

Sync worker log:

ˋˋˋ
2024-06-12T03:00:04Z INFO  sync.orders  starting batch 17722, since=2024-06-12T02:00:00Z
2024-06-12T03:00:05Z ERROR sync.orders  POST https://«_a».suitetalk.api.netsuite.com/services/rest/record/v1/salesOrder -> 401
2024-06-12T03:00:05Z ERROR sync.orders  {"type":"https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2","title":"Unauthorized","status":401,"o:errorDetails":[{"detail":"Invalid login attempt. For more details, see the Login Audit Trail in the NetSuite UI at Setup > Users/Roles > User Management > View Login Audit Trail.","o:errorCode":"INVALID_LOGIN"}]}
ˋˋˋ

The deploy still has the old token: NS_TOKEN_ID=«a» and NS_TOKEN_SECRET=«b». New pair is in the vault under ˋnetsuite/prod/tbaˋ.
`, V{"_a": g.digits(7), "a": g.erpNS(), "b": g.erpNS()}, "INVALID_LOGIN", "netsuite/prod/tba")
}

func (g *G) erpDynamics() {
	tenant, app := g.uuid(), g.uuid()
	g.add("erp/d365-fo-appsettings-json", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "D365": {
    "Resource": "https://acme-prod.operations.dynamics.com",
    "AadTenant": "«_t»",
    "ClientId": "«_c»",
    "ClientSecret": "«a»",
    "DataEntity": "CustomersV3",
    "LegalEntity": "USMF"
  },
  "ServiceBus": {
    "ConnectionString": "Endpoint=sb://acme-erp-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»"
  }
}
`, V{"_t": tenant, "_c": app, "a": g.azSecret(), "b": g.b64(32)}, "acme-prod.operations.dynamics.com", "CustomersV3", "RootManageSharedAccessKey")

	g.add("erp/dataverse-connection-string-clientsecret", `
PS C:\src\crm-tools> $conn = "AuthType=ClientSecret;Url=https://acmesales.crm4.dynamics.com;ClientId=«_c»;ClientSecret=«a»;RequireNewInstance=true"
PS C:\src\crm-tools> $svc = Get-CrmConnection -ConnectionString $conn
PS C:\src\crm-tools> $svc.ConnectedOrgFriendlyName
Acme Sales (EMEA)
`, V{"_c": g.uuid(), "a": g.azSecret()}, "acmesales.crm4.dynamics.com", "Get-CrmConnection", "Acme Sales (EMEA)")

	g.add("erp/dataverse-connection-string-password", `
  <connectionStrings>
    <add name="Xrm" connectionString="AuthType=OAuth;Username=svc-crm-sync@acme.onmicrosoft.com;Password=«a»;Url=https://acmesales.crm4.dynamics.com;AppId=51f81489-12ee-4a9e-aaae-a2591f45987d;RedirectUri=app://58145B91-0C36-4500-8554-080854F2AC97;LoginPrompt=Never" />
  </connectionStrings>
`, V{"a": g.pw()}, "svc-crm-sync@acme.onmicrosoft.com", "51f81489-12ee-4a9e-aaae-a2591f45987d", "LoginPrompt=Never")

	g.add("erp/pac-auth-create-spn", `
> pac auth create --name acme-uat --environment https://acme-uat.crm4.dynamics.com --applicationId «_c» --clientSecret «a» --tenant «_t»
Connected as «_c»
Authentication profile created
    * UNIVERSAL acme-uat                 : «_c»   Public   https://acme-uat.crm4.dynamics.com/
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "pac auth create", "acme-uat.crm4.dynamics.com")

	g.add("erp/bc-odata-web-service-access-key", `
$ curl -s -u 'INTEGRATION:«a»' \
  "https://bc.acme-intl.com:7048/BC230/ODataV4/Company('CRONUS%20USA%2C%20Inc.')/Chart_of_Accounts?\$top=3" | jq '.value[] | {No, Name, Account_Type}'
{ "No": "10100", "Name": "Checking account", "Account_Type": "Posting" }
{ "No": "10200", "Name": "Saving account", "Account_Type": "Posting" }
{ "No": "10300", "Name": "Petty Cash", "Account_Type": "Posting" }
`, V{"a": g.b64(32)}, "Chart_of_Accounts", "CRONUS%20USA%2C%20Inc.", `"No": "10100"`)

	tenant, app = g.uuid(), g.uuid()
	g.add("erp/bc-saas-token-python", `
import msal, requests

TENANT = "«_t»"
app = msal.ConfidentialClientApplication(
    client_id="«_c»",
    client_credential="«a»",
    authority=f"https://login.microsoftonline.com/{TENANT}",
)
tok = app.acquire_token_for_client(scopes=["https://api.businesscentral.dynamics.com/.default"])
r = requests.get(
    f"https://api.businesscentral.dynamics.com/v2.0/{TENANT}/Production/api/v2.0/companies",
    headers={"Authorization": f"Bearer {tok['access_token']}"},
)
`, V{"_t": tenant, "_c": app, "a": g.azSecret()}, "api.businesscentral.dynamics.com/.default", "ConfidentialClientApplication")

	tenant, app = g.uuid(), g.uuid()
	g.add("erp/d365-token-response-curl", `
$ curl -s -X POST https://login.microsoftonline.com/«_t»/oauth2/token \
   -d grant_type=client_credentials -d client_id=«_c» \
   -d client_secret=«a» \
   -d resource=https://acme-uat.sandbox.operations.dynamics.com
{"token_type":"Bearer","expires_in":"3599","ext_expires_in":"3599","expires_on":"1718117122","not_before":"1718113222","resource":"https://acme-uat.sandbox.operations.dynamics.com","access_token":"«b»"}
`, V{"_t": tenant, "_c": app, "a": g.azSecret(), "b": g.erpAADToken(tenant, app, "https://acme-uat.sandbox.operations.dynamics.com")},
		"acme-uat.sandbox.operations.dynamics.com", `"token_type":"Bearer"`)

	g.add("erp/bc-container-helper-credential", `
# build-agent/New-BcDevContainer.ps1
$artifactUrl = Get-BcArtifactUrl -type Sandbox -country us -select Latest
$credential  = New-Object pscredential 'admin', (ConvertTo-SecureString -String '«a»' -AsPlainText -Force)

New-BcContainer -accept_eula -containerName bcdev -artifactUrl $artifactUrl `+"`"+`
    -auth NavUserPassword -Credential $credential -updateHosts -includeAL `+"`"+`
    -licenseFile "C:\licenses\acme-dev.bclicense"
`, V{"a": g.pw()}, "New-BcContainer", "-containerName bcdev", "NavUserPassword")

	g.add("erp/bc-al-launch-json-benign", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "name": "ACME Sandbox",
      "request": "launch",
      "type": "al",
      "environmentType": "Sandbox",
      "environmentName": "ACME-SANDBOX-02",
      "tenant": "«_t»",
      "startupObjectId": 22,
      "startupObjectType": "Page",
      "breakOnError": "All",
      "launchBrowser": true,
      "enableLongRunningSqlStatements": true,
      "schemaUpdateMode": "ForceSync"
    }
  ]
}
`, V{"_t": g.uuid()}, "ACME-SANDBOX-02", `"schemaUpdateMode": "ForceSync"`)

	g.add("erp/dynamics-gp-econnect-config", `
<!-- eConnectIntegrationService.exe.config (GP 2018 R2) -->
<appSettings>
  <add key="GPCompanyDB" value="TWO" />
  <add key="eConnectConnection" value="data source=GPSQL01\GP2018;initial catalog=TWO;integrated security=false;user id=econnect_svc;password=«a»;persist security info=false;packet size=4096" />
  <add key="LogDirectory" value="D:\eConnect\Logs" />
</appSettings>
`, V{"a": g.pwStrong()}, "GPSQL01\\GP2018", "econnect_svc", "D:\\eConnect\\Logs")

	g.add("erp/d365-dmf-package-sas-url", `
POST /data/DataManagementDefinitionGroups/Microsoft.Dynamics.DataEntities.GetAzureWriteUrl
{"uniqueFileName":"vendors-20240612-0315.zip"}

HTTP/1.1 200 OK
{"@odata.context":"https://acme-prod.operations.dynamics.com/data/$metadata#Edm.String","value":"{\"BlobId\":\"{«_b»}\",\"BlobUrl\":\"https://acmeprodstor7k2.blob.core.windows.net/dmf/%7B«_b»%7D?sv=2021-08-06&sr=b&sig=«a»&st=2024-06-12T03%3A10%3A02Z&se=2024-06-12T04%3A10%3A02Z&sp=w\"}"}
`, V{"_b": strings.ToUpper(g.uuid()), "a": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F")}, "GetAzureWriteUrl", "vendors-20240612-0315.zip")

	g.add("erp/power-automate-http-trigger-url", `
# Flow "New vendor bank details -> approval" (HTTP trigger), posted from the AP portal
VENDOR_FLOW_URL="https://prod-114.westeurope.logic.azure.com:443/workflows/«_w»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
curl -s -X POST "$VENDOR_FLOW_URL" -H 'Content-Type: application/json' -d '{"vendorNo":"V01287","iban":"DE89 3704 0044 0532 0130 00"}'
`, V{"_w": g.hex(32), "a": g.b64u(43)}, "prod-114.westeurope.logic.azure.com", `"vendorNo":"V01287"`)
}

func (g *G) erpOdoo() {
	g.add("erp/odoo-conf-admin-passwd", `
$ sudo cat /etc/odoo/odoo.conf
[options]
; This is the password that allows database operations:
admin_passwd = «a»
db_host = odoo-db.internal
db_port = 5432
db_user = odoo
db_password = «b»
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom-addons
proxy_mode = True
workers = 6
max_cron_threads = 2
limit_time_real = 1200
smtp_server = smtp.eu.mailgun.org
smtp_port = 587
smtp_user = postmaster@mg.acme-shop.eu
smtp_password = «c»
list_db = False
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "db_host = odoo-db.internal", "postmaster@mg.acme-shop.eu", "list_db = False")

	g.add("erp/odoo-conf-hashed-admin-passwd", `
[options]
admin_passwd = «=h»
db_host = False
db_port = False
db_user = odoo17
db_password = «a»
http_port = 8069
gevent_port = 8072
logfile = /var/log/odoo/odoo17.log
`, V{"=h": "$pbkdf2-sha512$600000$" + g.s(alAlnum+"./", 22) + "$" + g.s(alAlnum+"./", 86), "a": g.pwURL()}, "gevent_port = 8072", "/var/log/odoo/odoo17.log")

	g.add("erp/odoo-xmlrpc-script-password", `
import xmlrpc.client

url = "https://erp.acme-furniture.com"
db = "acme-prod"
username = "integration@acme-furniture.com"
password = "«a»"

common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, username, password, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
partners = models.execute_kw(db, uid, password, "res.partner", "search_read",
                             [[["is_company", "=", True]]], {"fields": ["name", "vat"], "limit": 5})
`, V{"a": g.pw()}, "integration@acme-furniture.com", "/xmlrpc/2/common", "res.partner")

	g.add("erp/odoo-xmlrpc-api-key-env", `
$ cat .env
ODOO_URL=https://acme.odoo.com
ODOO_DB=acme-main-9231847
ODOO_USER=bot@acme.example
ODOO_API_KEY=«a»
$ python -c "import odoolib; c = odoolib.get_connection(hostname='acme.odoo.com', protocol='jsonrpcs', port=443, database='acme-main-9231847', login='bot@acme.example', password='«a»'); print(c.get_model('sale.order').search_count([]))"
4127
`, V{"a": g.hex(40)}, "acme-main-9231847", "bot@acme.example", "sale.order")

	g.add("erp/odoo-jsonrpc-session-authenticate", `
$ curl -s -i -H 'Content-Type: application/json' https://odoo.acme.local/web/session/authenticate \
   -d '{"jsonrpc":"2.0","params":{"db":"acme","login":"admin","password":"«a»"}}'
HTTP/2 200
content-type: application/json
set-cookie: session_id=«b»; Expires=Wed, 18-Sep-2024 10:22:31 GMT; Max-Age=7776000; HttpOnly; Path=/
x-content-type-options: nosniff

{"jsonrpc": "2.0", "id": null, "result": {"uid": 2, "is_system": true, "is_admin": true, "user_context": {"lang": "en_US", "tz": "Europe/Brussels", "uid": 2}, "db": "acme", "server_version": "17.0-20240605", "name": "Mitchell Admin", "username": "admin", "partner_id": 3}}
`, V{"a": g.pw(), "b": g.hex(40)}, "/web/session/authenticate", `"server_version": "17.0-20240605"`)

	g.add("erp/odoo-database-manager-backup-curl", `
# nightly backup of the Odoo DB through the database manager
curl -s -X POST -F 'master_pwd=«a»' -F 'name=acme-prod' -F 'backup_format=zip' \
  -o /backups/odoo/acme-prod-$(date +%F).zip https://erp.acme-furniture.com/web/database/backup
`, V{"a": g.pwStrong()}, "backup_format=zip", "/web/database/backup")

	g.add("erp/odoo-docker-compose", `
services:
  web:
    image: odoo:17.0
    depends_on: [db]
    ports: ["8069:8069"]
    environment:
      - HOST=db
      - USER=odoo
      - PASSWORD=«a»
    volumes:
      - odoo-web-data:/var/lib/odoo
      - ./config:/etc/odoo
      - ./addons:/mnt/extra-addons
  db:
    image: postgres:15
    environment:
      - POSTGRES_DB=postgres
      - POSTGRES_USER=odoo
      - POSTGRES_PASSWORD=«a»
    volumes:
      - odoo-db-data:/var/lib/postgresql/data
volumes:
  odoo-web-data:
  odoo-db-data:
`, V{"a": g.pwURL()}, "image: odoo:17.0", "odoo-db-data:/var/lib/postgresql/data")

	g.add("erp/odoo-bin-command-line", `
(venv) odoo@erp-stg:~$ ./odoo-bin -c /etc/odoo-stg.conf -d acme_stg --db_user=odoo_stg --db_password=«a» -u acme_sale_custom --stop-after-init --log-level=info
2024-06-12 08:14:41,512 31844 INFO ? odoo: Odoo version 16.0-20240524
2024-06-12 08:14:41,512 31844 INFO ? odoo: Using configuration file at /etc/odoo-stg.conf
2024-06-12 08:14:41,513 31844 INFO ? odoo: database: odoo_stg@default:default
2024-06-12 08:14:42,901 31844 INFO acme_stg odoo.modules.loading: loading 1 modules...
2024-06-12 08:14:47,228 31844 INFO acme_stg odoo.modules.loading: 143 modules loaded in 4.33s, 0 queries (+0 extra)
`, V{"a": g.pwURL()}, "acme_sale_custom", "Odoo version 16.0-20240524", "odoo_stg@default:default")

	g.add("erp/odoo-api-key-generated-dialog", `
Settings > Users > Mitchell Admin > Account Security > New API Key

  API Key Ready
  Write down your key
  Here is your new API key, use it instead of a password for RPC access.
  Your login is still necessary for interactive usage.

    «a»

  Important: The key cannot be retrieved later and provides full access to
  your user account, it is very important you store it securely.
                                                               [ Done ]
`, V{"a": g.hex(40)}, "Account Security", "use it instead of a password for RPC access")
}

func (g *G) erpFrappe() {
	g.add("erp/frappe-site-config-json", `
$ cat sites/erp.acme-tools.com/site_config.json
{
 "db_name": "_«_d»",
 "db_password": "«a»",
 "db_type": "mariadb",
 "encryption_key": "«b»",
 "host_name": "https://erp.acme-tools.com",
 "maintenance_mode": 0,
 "pause_scheduler": 0,
 "user_type_doctype_limit": {
  "employee_self_service": 10
 }
}
`, V{"_d": g.hex(16), "a": g.an(16), "b": g.b64u(43) + "="}, "erp.acme-tools.com", `"db_type": "mariadb"`)

	g.add("erp/frappe-bench-new-site", `
frappe@erpnext:~/frappe-bench$ bench new-site erp.acme-tools.com --mariadb-root-password «a» --admin-password «b» --install-app erpnext
Installing frappe...
Updating DocTypes for frappe        : [========================================] 100%
Updating Dashboard for frappe
Installing erpnext...
Updating DocTypes for erpnext       : [========================================] 100%
Updating customizations for Address
*** Scheduler is disabled ***
Current Site set to erp.acme-tools.com
`, V{"a": g.pwURL(), "b": g.pwURL()}, "bench new-site erp.acme-tools.com", "--install-app erpnext")

	g.add("erp/frappe-token-header-curl", `
$ curl -s -H "Authorization: token «a»:«b»" \
   "https://erp.acme-tools.com/api/resource/Sales%20Invoice?fields=%5B%22name%22,%22grand_total%22,%22status%22%5D&limit_page_length=3"
{"data":[{"name":"ACC-SINV-2024-00412","grand_total":1180.0,"status":"Paid"},{"name":"ACC-SINV-2024-00411","grand_total":89.5,"status":"Overdue"},{"name":"ACC-SINV-2024-00410","grand_total":4200.0,"status":"Unpaid"}]}
`, V{"a": g.erpFrappeKey(), "b": g.erpFrappeKey()}, "ACC-SINV-2024-00412", "/api/resource/Sales%20Invoice")

	g.add("erp/frappe-client-python", `
from frappeclient import FrappeClient

client = FrappeClient("https://erp.acme-tools.com")
client.authenticate("«a»", "«b»")   # api_key, api_secret of user integrations@acme-tools.com

for item in client.get_list("Item", fields=["item_code", "stock_uom"], filters={"item_group": "Raw Material"}, limit_page_length=20):
    print(item)
`, V{"a": g.erpFrappeKey(), "b": g.erpFrappeKey()}, "integrations@acme-tools.com", "Raw Material")

	g.add("erp/frappe-common-site-config", `
{
 "background_workers": 2,
 "default_site": "erp.acme-tools.com",
 "file_watcher_port": 6787,
 "frappe_user": "frappe",
 "gunicorn_workers": 9,
 "live_reload": false,
 "redis_cache": "redis://:«a»@redis-cache:6379",
 "redis_queue": "redis://:«a»@redis-queue:6379",
 "redis_socketio": "redis://:«a»@redis-queue:6379",
 "socketio_port": 9000,
 "webserver_port": 8000,
 "backup_encryption_key": "«b»"
}
`, V{"a": g.an(24), "b": g.b64u(43) + "="}, `"gunicorn_workers": 9`, "redis-cache:6379")

	g.add("erp/erpnext-docker-env", `
# frappe_docker/.env  (pwd.yml override for the pilot)
ERPNEXT_VERSION=v15.27.1
DB_PASSWORD=«a»
DB_HOST=mariadb
DB_PORT=3306
REDIS_CACHE=redis-cache:6379
REDIS_QUEUE=redis-queue:6379
LETSENCRYPT_EMAIL=ops@acme-tools.com
FRAPPE_SITE_NAME_HEADER=erp.acme-tools.com
`, V{"a": g.pwURL()}, "ERPNEXT_VERSION=v15.27.1", "ops@acme-tools.com")
}

func (g *G) erpXeroQBO() {
	xc := strings.ToUpper(g.hex(32))
	g.add("erp/xero-dotenv-client", `
# .env.local
XERO_CLIENT_ID=«_c»
XERO_CLIENT_SECRET=«a»
XERO_REDIRECT_URI=http://localhost:5000/callback
XERO_SCOPES="openid profile email accounting.transactions accounting.contacts accounting.settings offline_access"
`, V{"_c": xc, "a": g.b64u(48)}, "XERO_REDIRECT_URI=http://localhost:5000/callback", "accounting.settings")

	xc = strings.ToUpper(g.hex(32))
	g.add("erp/xero-token-set-json", `
$ cat .xero/token_set.json
{
  "id_token": "«=i»",
  "access_token": "«a»",
  "expires_in": 1800,
  "token_type": "Bearer",
  "refresh_token": "«b»",
  "scope": "openid profile email accounting.transactions accounting.contacts offline_access",
  "expires_at": 1718114203
}
`, V{"=i": g.jwt("RS256", fmt.Sprintf(`{"nbf":1718112403,"exp":1718112703,"iss":"https://identity.xero.com","aud":"%s","email":"finance@acme.example","given_name":"Ana","family_name":"Ruiz"}`, xc)),
		"a": g.erpXeroAccess(xc), "b": g.hex(64)}, `"token_type": "Bearer"`, `"expires_at": 1718114203`)

	xc = strings.ToUpper(g.hex(32))
	g.add("erp/xero-invoices-curl-tenant", `
$ curl -s 'https://api.xero.com/api.xro/2.0/Invoices?where=Status%3D%3D%22AUTHORISED%22&page=1' \
  -H "Authorization: Bearer «a»" \
  -H "xero-tenant-id: «_t»" \
  -H 'Accept: application/json' | jq '.Invoices[0] | {InvoiceNumber, InvoiceID, AmountDue}'
{
  "InvoiceNumber": "INV-0042",
  "InvoiceID": "«_i»",
  "AmountDue": 1450.00
}
`, V{"a": g.erpXeroAccess(xc), "_t": g.uuid(), "_i": g.uuid()}, `"InvoiceNumber": "INV-0042"`, "api.xero.com/api.xro/2.0/Invoices")

	g.add("erp/xero-webhook-key-express", `
// routes/xeroWebhook.js
const crypto = require("crypto");
const XERO_WEBHOOK_KEY = "«a»";

router.post("/webhooks/xero", express.raw({ type: "application/json" }), (req, res) => {
  const sig = crypto.createHmac("sha256", XERO_WEBHOOK_KEY).update(req.body).digest("base64");
  if (sig !== req.get("x-xero-signature")) return res.status(401).end();
  res.status(200).end();
});
`, V{"a": g.b64(64)}, "x-xero-signature", "/webhooks/xero")

	g.add("erp/xero-python-custom-connection", `
from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

CLIENT_ID = "«_c»"
CLIENT_SECRET = "«a»"     # custom connection "Acme Payroll Export"

api_client = ApiClient(Configuration(oauth2_token=OAuth2Token(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)))
token = api_client.get_client_credentials_token()
`, V{"_c": strings.ToUpper(g.hex(32)), "a": g.b64u(48)}, "Acme Payroll Export", "get_client_credentials_token")

	g.add("erp/qbo-intuit-oauth-python", `
from intuitlib.client import AuthClient
from intuitlib.enums import Scopes
from quickbooks import QuickBooks

auth_client = AuthClient(
    client_id="«_c»",
    client_secret="«a»",
    environment="production",
    redirect_uri="https://books-sync.acme.example/qbo/callback",
)
client = QuickBooks(
    auth_client=auth_client,
    refresh_token="«b»",
    company_id="«_r»",
    minorversion=73,
)
`, V{"_c": "AB" + g.an(48), "a": g.an(40), "b": g.erpIntuitRefresh(), "_r": g.digits(19)}, "books-sync.acme.example/qbo/callback", "minorversion=73")

	realm := g.digits(19)
	g.add("erp/qbo-oauth-playground-tokens", `
OAuth 2.0 Playground — Step 3: Get OAuth 2.0 token from auth code

  Realm ID:        «_r»
  Access Token:    «a»
  Refresh Token:   «b»
  Access token expires in:  3600 seconds
  Refresh token expires in: 8726400 seconds
`, V{"_r": realm, "a": g.erpIntuitAccess(), "b": g.erpIntuitRefresh()}, "OAuth 2.0 Playground", "8726400 seconds")

	realm = g.digits(19)
	g.add("erp/qbo-query-curl-bearer", `
$ curl -s "https://quickbooks.api.intuit.com/v3/company/«_r»/query?query=select%20Id,DocNumber,TotalAmt%20from%20Invoice%20where%20Balance%20%3E%20'0'&minorversion=73" \
  -H "Accept: application/json" \
  -H "Authorization: Bearer «a»"
{"QueryResponse":{"Invoice":[{"Id":"1887","DocNumber":"10342","TotalAmt":612.5}],"startPosition":1,"maxResults":1},"time":"2024-06-12T03:11:45.221-07:00"}
`, V{"_r": realm, "a": g.erpIntuitAccess()}, `"DocNumber":"10342"`, "quickbooks.api.intuit.com/v3/company/")

	g.add("erp/qbo-webhook-verifier-token", `
# config/intuit.yml
production:
  client_id: <%= ENV["INTUIT_CLIENT_ID"] %>
  client_secret: <%= ENV["INTUIT_CLIENT_SECRET"] %>
  webhook_verifier_token: «a»
  realm_ids:
    - "«_r»"
`, V{"a": g.uuid(), "_r": g.digits(19)}, `ENV["INTUIT_CLIENT_SECRET"]`, "webhook_verifier_token")

	g.add("erp/qbwc-qwc-and-authenticate", `
<?xml version="1.0"?>
<QBWCXML>
  <AppName>Acme Order Bridge</AppName>
  <AppID></AppID>
  <AppURL>https://qbwc.acme.example/soap</AppURL>
  <AppDescription>Pushes web orders into QuickBooks Desktop</AppDescription>
  <AppSupport>https://qbwc.acme.example/support</AppSupport>
  <UserName>qbwc_acme</UserName>
  <OwnerID>{«_o»}</OwnerID>
  <FileID>{«_f»}</FileID>
  <QBType>QBFS</QBType>
  <Scheduler><RunEveryNMinutes>15</RunEveryNMinutes></Scheduler>
</QBWCXML>

--- Web Connector log (QWCLog.txt) ---
20240612.08:15:02 UTC : QBWebConnector.SOAPWebService.do_authenticate() : Authenticating to application 'Acme Order Bridge', username = 'qbwc_acme'
20240612.08:15:02 UTC : QBWebConnector.SOAPWebService.do_authenticate() : <authenticate xmlns="http://developer.intuit.com/"><strUserName>qbwc_acme</strUserName><strPassword>«a»</strPassword></authenticate>
20240612.08:15:03 UTC : QBWebConnector.SOAPWebService.do_authenticate() : Received from authenticate() following parameters:<ticket="«b»"><none="">
`, V{"_o": strings.ToUpper(g.uuid()), "_f": strings.ToUpper(g.uuid()), "a": g.pw(), "b": g.uuid()}, "Acme Order Bridge", "qbwc_acme", "QBWebConnector.SOAPWebService.do_authenticate()")
}

func (g *G) erpAccounting() {
	g.add("erp/sage-intacct-xml-request", `
<?xml version="1.0" encoding="UTF-8"?>
<request>
  <control>
    <senderid>AcmeIntegrations</senderid>
    <password>«a»</password>
    <controlid>«_c»</controlid>
    <uniqueid>false</uniqueid>
    <dtdversion>3.0</dtdversion>
    <includewhitespace>false</includewhitespace>
  </control>
  <operation>
    <authentication>
      <login>
        <userid>xml_gateway</userid>
        <companyid>ACME-HOLDINGS</companyid>
        <password>«b»</password>
        <locationid>US-EAST</locationid>
      </login>
    </authentication>
    <content>
      <function controlid="«_f»">
        <readByQuery><object>GLACCOUNT</object><fields>ACCOUNTNO,TITLE</fields><query>ACCOUNTTYPE = 'balancesheet'</query><pagesize>100</pagesize></readByQuery>
      </function>
    </content>
  </operation>
</request>
`, V{"a": g.pwStrong(), "_c": g.uuid(), "b": g.pw(), "_f": g.uuid()}, "AcmeIntegrations", "ACME-HOLDINGS", "xml_gateway")

	g.add("erp/sage-intacct-sdk-profile-ini", `
; ~/.intacct/credentials.ini  (intacct-sdk-php profile file)
[default]
sender_id = AcmeIntegrations
sender_password = «a»
company_id = ACME-HOLDINGS
user_id = xml_gateway
user_password = «b»

[sandbox]
sender_id = AcmeIntegrations
sender_password = «a»
company_id = ACME-HOLDINGS-sandbox
user_id = xml_gateway
user_password = «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "ACME-HOLDINGS-sandbox", "intacct-sdk-php")

	g.add("erp/sage-accounting-oauth-refresh", `
$ curl -s -X POST https://oauth.accounting.sage.com/token \
   -H 'Content-Type: application/x-www-form-urlencoded' \
   -d 'client_id=«_c»/«_u»' \
   -d 'client_secret=«a»' \
   -d 'grant_type=refresh_token' \
   -d 'refresh_token=«b»'
{"access_token":"«d»","expires_in":300,"token_type":"bearer","refresh_token":"«e»","refresh_token_expires_in":2678400,"scope":"full_access","requested_by_id":"«_r»"}
`, V{"_c": g.hex(20), "_u": g.uuid(), "a": g.s(alAlnum+"-_", 20), "b": g.jwt("HS256", `{"iss":"oauth.accounting.sage.com","scope":"full_access"}`),
		"d": g.jwt("RS512", `{"iss":"oauth.accounting.sage.com","aud":"api.accounting.sage.com"}`), "e": g.jwt("HS256", `{"iss":"oauth.accounting.sage.com","typ":"refresh"}`), "_r": g.uuid()},
		"oauth.accounting.sage.com/token", `"refresh_token_expires_in":2678400`)

	g.add("erp/sage-x3-webservice-basic", `
# SOAP web service pool X3WS, folder SEED
$ curl -s -u 'WSADMIN:«a»' -H 'Content-Type: text/xml;charset=UTF-8' -H 'SOAPAction: ""' \
    --data @getSalesOrder.xml \
    http://x3app01.acme.local:8124/soap-generic/syracuse/collaboration/syracuse/CAdxWebServiceXmlCC
`, V{"a": g.pwURL()}, "WSADMIN", "CAdxWebServiceXmlCC", "x3app01.acme.local:8124")

	g.add("erp/freshbooks-token-exchange", `
$ curl -s -X POST https://api.freshbooks.com/auth/oauth/token \
  -H 'Content-Type: application/json' \
  -d '{
    "grant_type": "authorization_code",
    "client_id": "«_c»",
    "client_secret": "«a»",
    "code": "«=code»",
    "redirect_uri": "https://invoicer.acme.dev/oauth/freshbooks"
  }'
{"access_token":"«b»","token_type":"Bearer","expires_in":43199,"refresh_token":"«d»","scope":"user:profile:read user:invoices:read user:clients:read","created_at":1718110932}
`, V{"_c": g.hex(64), "a": g.hex(64), "=code": g.hex(64), "b": g.jwt("RS256", `{"iss":"https://auth.freshbooks.com","aud":"freshbooks","scope":"user:profile:read user:invoices:read"}`), "d": g.hex(64)},
		"invoicer.acme.dev/oauth/freshbooks", `"expires_in":43199`)

	g.add("erp/zoho-books-refresh-token-curl", `
$ curl -s -X POST "https://accounts.zoho.eu/oauth/v2/token?refresh_token=«a»&client_id=«_c»&client_secret=«b»&grant_type=refresh_token"
{"access_token":"«d»","scope":"ZohoBooks.fullaccess.all","api_domain":"https://www.zohoapis.eu","token_type":"Bearer","expires_in":3600}
$ curl -s "https://www.zohoapis.eu/books/v3/invoices?organization_id=«_o»&status=overdue" -H "Authorization: Zoho-oauthtoken «d»" | jq '.invoices | length'
14
`, V{"a": g.erpZohoRefresh(), "_c": g.erpZohoClient(), "b": g.hex(42), "d": g.erpZohoRefresh(), "_o": g.digits(9)}, "ZohoBooks.fullaccess.all", "accounts.zoho.eu")

	g.add("erp/myob-cftoken-headers", `
GET https://api.myob.com/accountright/«_f»/Sale/Invoice/Item?$top=10 HTTP/1.1
Authorization: Bearer «a»
x-myobapi-key: «_k»
x-myobapi-version: v2
x-myobapi-cftoken: «b»
Accept-Encoding: gzip,deflate
`, V{"_f": g.uuid(), "a": g.b64(600), "_k": g.s(alLowNum, 24), "b": erpBasic("Administrator", g.pwURL())}, "x-myobapi-version: v2", "api.myob.com/accountright/")

	g.add("erp/wave-graphql-full-access-token", `
$ curl -s https://gql.waveapps.com/graphql/public \
   -H 'Authorization: Bearer «a»' \
   -H 'Content-Type: application/json' \
   -d '{"query":"query { businesses(page: 1, pageSize: 10) { edges { node { id name } } } }"}'
{"data":{"businesses":{"edges":[{"node":{"id":"«_b»","name":"Acme Design Studio"}}]}}}
`, V{"a": g.an(30), "_b": b64s("Business:" + g.uuid())}, "gql.waveapps.com/graphql/public", "Acme Design Studio")

	g.add("erp/billcom-login-session", `
$ curl -s -X POST https://gateway.stage.bill.com/connect/v3/login \
   -H 'Content-Type: application/json' \
   -d '{"username":"ap-automation@acme.example","password":"«a»","organizationId":"«_o»","devKey":"«b»"}'
{"sessionId":"«d»","organizationId":"«_o»","userId":"«_u»"}
`, V{"a": g.pw(), "_o": "008" + g.an(12), "b": g.s(alUpNum, 36), "d": g.s(alAlnum, 4) + "!" + g.s(alAlnum+".", 80), "_u": "006" + g.an(12)}, "ap-automation@acme.example", "gateway.stage.bill.com")

	g.add("erp/expensify-integration-request", `
curl -X POST 'https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations' \
  -d 'requestJobDescription={
        "type":"file",
        "credentials":{
            "partnerUserID":"aa_api_acme_example_com",
            "partnerUserSecret":"«a»"
        },
        "onReceive":{"immediateResponse":["returnRandomFileName"]},
        "inputSettings":{"type":"combinedReportData","filters":{"startDate":"2024-06-01","markedAsExported":"NetSuite"}},
        "outputSettings":{"fileExtension":"csv"}
      }' \
  --data-urlencode 'template@expensify_template.ftl'
`, V{"a": g.hex(40)}, "aa_api_acme_example_com", "combinedReportData")

	g.add("erp/avalara-avatax-ping", `
$ curl -s -u '«_a»:«b»' https://sandbox-rest.avatax.com/api/v2/utilities/ping | jq .
{
  "version": "24.6.0",
  "authenticated": true,
  "authenticationType": "AccountIdLicenseKey",
  "authenticatedUserName": null,
  "authenticatedUserId": null,
  "authenticatedAccountId": «_a»,
  "crmid": null
}
`, V{"_a": g.digits(10), "b": g.s(alHexU, 16)}, "AccountIdLicenseKey", "sandbox-rest.avatax.com")

	g.add("erp/coupa-api-key-header", `
# invoices/pull.rb
COUPA_HOST = "https://acme.coupahost.com"
HEADERS = {
  "X-COUPA-API-KEY" => "«a»",
  "ACCEPT" => "application/json",
}
resp = HTTParty.get("#{COUPA_HOST}/api/invoices?status=approved&exported=false&limit=50", headers: HEADERS)
`, V{"a": g.hex(40)}, "acme.coupahost.com", "exported=false")

	g.add("erp/sage50-odbc-dsn-powershell", `
PS C:\Reports> $cs = "DSN=SageLine50v30;UID=manager;PWD=«a»"
PS C:\Reports> $conn = New-Object System.Data.Odbc.OdbcConnection($cs); $conn.Open()
PS C:\Reports> (New-Object System.Data.Odbc.OdbcCommand("SELECT ACCOUNT_REF, BALANCE FROM SALES_LEDGER WHERE BALANCE > 0", $conn)).ExecuteReader() | Select -First 3
`, V{"a": g.pwURL()}, "DSN=SageLine50v30", "SALES_LEDGER")
}

func (g *G) erpWorkday() {
	g.add("erp/workday-soap-isu-usernametoken", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:bsvc="urn:com.workday/bsvc">
  <soapenv:Header>
    <wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>ISU_HCM_Outbound@acme1</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <bsvc:Get_Workers_Request bsvc:version="v42.1">
      <bsvc:Response_Filter><bsvc:Page>1</bsvc:Page><bsvc:Count>100</bsvc:Count></bsvc:Response_Filter>
    </bsvc:Get_Workers_Request>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.pwStrong()}, "ISU_HCM_Outbound@acme1", "Get_Workers_Request")

	g.add("erp/workday-raas-curl", `
$ curl -s -u 'ISU_RaaS_Finance:«a»' \
  'https://wd5-impl-services1.workday.com/ccx/service/customreport2/acme_preview/ISU_RaaS_Finance/CR_Open_Supplier_Invoices?Company!Organization_Reference_ID=CO_100&format=json' | jq '.Report_Entry | length'
238
`, V{"a": g.pwStrong()}, "CR_Open_Supplier_Invoices", "Organization_Reference_ID=CO_100", "acme_preview")

	g.add("erp/workday-raas-python-config", `
# config/workday.py
WORKDAY = {
    "tenant": "acme1",
    "host": "wd2-impl-services1.workday.com",
    "isu_user": "ISU_Headcount_Extract",
    "isu_password": "«a»",
    "report": "ccx/service/customreport2/acme1/lcarter/Headcount_by_Cost_Center",
}
`, V{"a": g.pw()}, "ISU_Headcount_Extract", "Headcount_by_Cost_Center")

	g.add("erp/workday-rest-refresh-token", `
WORKDAY_TOKEN_URL=https://wd2-impl-services1.workday.com/ccx/oauth2/acme1/token
WORKDAY_REST_BASE=https://wd2-impl-services1.workday.com/ccx/api/v1/acme1
WORKDAY_CLIENT_ID=«_c»
WORKDAY_CLIENT_SECRET=«a»
WORKDAY_REFRESH_TOKEN=«b»
`, V{"_c": strings.TrimRight(b64s(g.uuid()), "="), "a": g.s(alLowNum, 88), "b": g.s(alLowNum, 88)}, "ccx/oauth2/acme1/token", "WORKDAY_REST_BASE")

	g.add("erp/workday-adaptive-planning-xml-api", `
<?xml version='1.0' encoding='UTF-8'?>
<call method="exportData" callerName="acme-fpa-loader">
  <credentials login="api.loader@acme.example" password="«a»" instanceCode="ACME1"/>
  <version name="FY25 Budget" isDefault="false"/>
  <format useInternalCodes="true" includeUnmappedItems="false"/>
  <filters>
    <accounts><account code="4000" isAssumption="false" includeDescendants="true"/></accounts>
    <timeSpan start="01/2025" end="12/2025"/>
  </filters>
</call>
`, V{"a": g.pw()}, "api.loader@acme.example", "FY25 Budget")

	g.add("erp/workday-eib-sftp-endpoint", `
Integration System: INT042_Benefits_Carrier_Outbound (EIB)
  Transport ............ SFTP
  SFTP Address ......... sftp://edi.carrier-benefits.com:22/inbound/acme
  User ID .............. acme_wd_prod
  Password ............. «a»
  Use Temp. File ....... Yes
  Filename ............. ACME_834_${date}.txt
  Last launch .......... 06/12/2024 02:00 AM (Completed – 1 file, 3,112 records)
`, V{"a": g.pwStrong()}, "INT042_Benefits_Carrier_Outbound", "acme_wd_prod", "ACME_834_${date}.txt")

	g.add("erp/adp-workforce-now-mtls", `
# adp-sync/config.yml
adp:
  token_url: https://accounts.adp.com/auth/oauth/v2/token
  api_base: https://api.adp.com
  client_id: «_c»
  client_secret: «a»
  cert_file: /etc/adp/acme_auth.pem
  key_file: /etc/adp/acme_auth.key
  key_passphrase: «b»
`, V{"_c": g.uuid(), "a": g.uuid(), "b": g.pw()}, "accounts.adp.com/auth/oauth/v2/token", "/etc/adp/acme_auth.key")

	g.add("erp/ukg-pro-basic-and-customer-key", `
$ curl -s 'https://service5.ultipro.com/personnel/v1/employee-demographic-details?per_Page=5' \
   -H 'US-Customer-Api-Key: «_k»' \
   -H 'Authorization: Basic «a»' \
   -H 'Accept: application/json'
`, V{"_k": g.s(alUpNum, 5), "a": erpBasic("svc_ukg_payroll", g.pw())}, "service5.ultipro.com", "employee-demographic-details")

	g.erpAdd("erp/workday-isu-password-expiry-benign", `
From: Workday Notifications <acme1@myworkday.com>
Subject: Password for ISU_RaaS_Finance expires in 7 days

The password for integration system user ˋISU_RaaS_Financeˋ (tenant acme1) will expire
on 06/19/2024. Integrations authenticating as this user will fail after that date.

Security group: ISSG_Finance_Reports   Last sign-in: 06/12/2024 02:00:14 AM PDT
Reference: WID «_w»
`, V{"_w": g.hex(32)}, "ISSG_Finance_Reports", "ISU_RaaS_Finance", "acme1@myworkday.com")
}

func (g *G) erpOtherERP() {
	ti := g.pick("ACME_PRD", "FABRIKAM_TST", "CONTOSO_PRD")
	g.add("erp/infor-ionapi-file", `
$ cat "M3 Integration (Backend Service).ionapi"
{
  "ti": "«_ti»",
  "cn": "M3 Integration",
  "dt": "12",
  "ci": "«_ti»~«_c»",
  "cs": "«a»",
  "iu": "https://mingle-ionapi.eu1.inforcloudsuite.com",
  "pu": "https://mingle-sso.eu1.inforcloudsuite.com:443/«_ti»/as/",
  "oa": "authorization.oauth2",
  "ot": "token.oauth2",
  "or": "revoke_token.oauth2",
  "ev": "U«=ev»",
  "v": "1.0",
  "saak": "«_ti»#«b»",
  "sask": "«d»"
}
`, V{"_ti": ti, "_c": g.b64u(43), "a": g.b64u(86), "=ev": g.digits(10), "b": g.b64u(86), "d": g.b64u(86)}, "mingle-ionapi.eu1.inforcloudsuite.com", "authorization.oauth2")

	g.add("erp/epicor-kinetic-rest-api-key", `
$ curl -s 'https://epicor.acme-mfg.com/KineticLive/api/v2/odata/ACME01/Erp.BO.JobEntrySvc/JobEntries?$top=2&$select=JobNum,PartNum,ProdQty' \
   -H 'X-API-Key: «a»' \
   -H 'Authorization: Basic «b»'
{"@odata.context":"https://epicor.acme-mfg.com/KineticLive/api/v2/odata/ACME01/Erp.BO.JobEntrySvc/$metadata#JobEntries(JobNum,PartNum,ProdQty)","value":[{"JobNum":"J004417","PartNum":"BRKT-2210","ProdQty":250.00000000}]}
`, V{"a": g.an(64), "b": erpBasic("svc_mes", g.pw())}, "Erp.BO.JobEntrySvc", `"JobNum":"J004417"`)

	g.add("erp/epicor-sysconfig-appserver", `
<!-- C:\Epicor\ERP11\Client\config\KineticLive.sysconfig (excerpt) -->
<appSettings>
  <AppServerURL value="https://epicor.acme-mfg.com/KineticLive" />
  <EndpointBinding value="UsernameWindowsChannel" />
  <UserID value="mes_kiosk" />
  <Password value="«a»" />
  <AlwaysPromptForLogin value="false" />
</appSettings>
`, V{"a": g.pw()}, "UsernameWindowsChannel", "mes_kiosk")

	g.add("erp/acumatica-rest-login-cookie", `
$ curl -s -c acu.cookies -X POST https://acme.acumatica.com/entity/auth/login \
   -H 'Content-Type: application/json' \
   -d '{"name":"api_user","password":"«a»","company":"Acme Wholesale","branch":"MAIN","locale":"en-US"}'
$ cat acu.cookies
# Netscape HTTP Cookie File
#HttpOnly_acme.acumatica.com	FALSE	/	TRUE	0	.ASPXAUTH	«b»
#HttpOnly_acme.acumatica.com	FALSE	/	TRUE	0	ASP.NET_SessionId	«d»
acme.acumatica.com	FALSE	/	TRUE	0	UserBranch	16
acme.acumatica.com	FALSE	/	TRUE	0	Locale	Culture=en-US&TimeZone=GMTM0500A
`, V{"a": g.pw(), "b": strings.ToUpper(g.hex(320)), "d": g.s(alLowNum, 24)}, "Acme Wholesale", "UserBranch", "/entity/auth/login")

	g.add("erp/acumatica-oauth-client-secret", `
// appsettings.Development.json
{
  "Acumatica": {
    "BaseUrl": "https://acme.acumatica.com",
    "Endpoint": "/entity/Default/23.200.001",
    "ClientId": "«_c»@Acme Wholesale",
    "ClientSecret": "«a»",
    "Username": "api_user",
    "Password": "«b»",
    "Scope": "api offline_access"
  }
}
`, V{"_c": strings.ToUpper(g.uuid()), "a": g.s(alAlnum+"-_", 22), "b": g.pw()}, "/entity/Default/23.200.001", `"Scope": "api offline_access"`)

	g.add("erp/ifs-cloud-iam-client", `
# IFS Cloud IAM client "ACME_WMS_INT" (Solution Manager > Users and Permissions > IAM Client Details)
IFS_URL=https://acme-cfg.ifs.cloud
IFS_REALM=acmecfg1
IFS_CLIENT_ID=ACME_WMS_INT
IFS_CLIENT_SECRET=«a»
IFS_TOKEN_URL=https://acme-cfg.ifs.cloud/auth/realms/acmecfg1/protocol/openid-connect/token
`, V{"a": g.an(32)}, "IFS_CLIENT_ID=ACME_WMS_INT", "acme-cfg.ifs.cloud")

	g.add("erp/syspro-enet-logon-csharp", `
using var client = new SYSPROWCFServiceClient("NetTcpBinding_ISYSPROWCFService");
// Logon(operator, operatorPassword, companyId, companyPassword, language, logLevel, encoreInstance, xmlIn)
string guid = client.Logon("WEBSHOP", "«a»", "EDU1", "«b»", Language.AUTO, LogDetail.ldNoDebug, EncoreInstance.EncoreInstance_0, "");
Console.WriteLine($"SYSPRO session {guid}");
`, V{"a": g.pw(), "b": g.an(10)}, "SYSPROWCFServiceClient", "NetTcpBinding_ISYSPROWCFService", `"WEBSHOP"`)

	g.add("erp/plex-connect-api-key", `
$ http GET https://connect.plex.com/mdm/v1/parts?status=Active \
    X-Plex-Connect-Api-Key:«a» \
    X-Plex-Connect-Api-Secret:«b» \
    X-Plex-Connect-Customer-Id:«_c»
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
X-Plex-Request-Id: «_r»
`, V{"a": g.an(32), "b": g.an(32), "_c": g.uuid(), "_r": g.uuid()}, "connect.plex.com/mdm/v1/parts", "X-Plex-Connect-Customer-Id")

	g.add("erp/infor-ln-bdm-config", `
# /etc/infor-ln/bdm-client.properties
ln.bdm.endpoint=http://lnapp01.acme.local:8312/c4ws/services/SalesOrder_v2/lnapp01
ln.bdm.company=121
ln.bdm.username=bdm_int
ln.bdm.password=«a»
ln.bdm.timeout.ms=60000
`, V{"a": g.pwURL()}, "SalesOrder_v2", "ln.bdm.company=121")

	g.add("erp/dynamics-nav-2018-ws-basic-powershell", `
PS> $sec = ConvertTo-SecureString '«a»' -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential('ACME\svc-navws', $sec)
PS> Invoke-RestMethod -Credential $cred -Uri "http://nav2018.acme.local:7048/DynamicsNAV110/ODataV4/Company('ACME%20Ltd')/SalesInvoices?`+"`"+`$top=1"
`, V{"a": g.pw()}, "ACME\\svc-navws", "DynamicsNAV110")
}

func (g *G) erpEDI() {
	g.add("erp/openas2-config-xml-keystore", `
<openas2>
	<properties
		storageBaseDir="%home%/../data"
		log_date_format="yyyy-MM-dd HH:mm:ss.SSS"
		as2_message_id_format="OPENAS2-$date.ddMMyyyyHHmmssZ$-$rand.1234$@$msg.sender.as2_id$_$msg.receiver.as2_id$"
	/>
	<certificates classname="org.openas2.cert.PKCS12CertificateFactory"
		filename="%home%/as2_certs.p12"
		password="«a»"
		interval="300"/>
	<partnerships classname="org.openas2.partner.XMLPartnershipFactory"
		filename="%home%/partnerships.xml"/>
	<commandProcessors>
		<commandProcessor classname="org.openas2.cmd.processor.RestCommandProcessor"
			baseuri="http://localhost:8443"
			userid="openas2_admin"
			password="«b»"/>
	</commandProcessors>
</openas2>
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "as2_certs.p12", "openas2_admin", "PKCS12CertificateFactory")

	g.add("erp/openas2-partnerships-benign", `
<partnership name="ACME-to-BIGBOXRETAIL">
	<sender name="ACME"/>
	<receiver name="BIGBOXRETAIL"/>
	<attribute name="protocol" value="as2"/>
	<attribute name="as2_url" value="https://as2.bigboxretail.com:4080/as2/HttpReceiver"/>
	<attribute name="as2_mdn_to" value="edi@acme-foods.com"/>
	<attribute name="as2_mdn_options" value="signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, SHA256"/>
	<attribute name="encrypt" value="AES256_CBC"/>
	<attribute name="sign" value="SHA256"/>
	<attribute name="resend_max_retries" value="3"/>
	<attribute name="x509_alias_fingerprint" value="«_f»"/>
</partnership>
`, V{"_f": strings.ToUpper(g.hex(40))}, "ACME-to-BIGBOXRETAIL", "as2.bigboxretail.com:4080", "signed-receipt-micalg=optional, SHA256")

	k := g.rsaPEM()
	g.add("erp/as2-signing-key-pem", `
$ openssl pkcs12 -in acme_as2_2024.p12 -nodes -passin pass:«a» | sed -n '/BEGIN RSA/,/END RSA/p'
«k»
`, V{"a": g.pwURL(), "k": k.block()}, "acme_as2_2024.p12")

	g.add("erp/x12-isa-security-password", `
$ head -c 400 outbound/850_000000905.edi
ISA*00*          *01*«a»*ZZ*ACMEFOODS      *08*9251750000     *240612*0815*U*00401*000000905*0*P*>~GS*PO*ACMEFOODS*9251750000*20240612*0815*905*X*004010~ST*850*0001~BEG*00*SA*PO-7781324**20240612~REF*DP*092~DTM*002*20240619~
`, V{"a": g.s(alUpNum, 10)}, "ACMEFOODS", "PO-7781324", "9251750000")

	g.add("erp/edifact-unb-password", `
UNA:+.? '
UNB+UNOC:3+4012345000009:14+5412345000013:14+240612:0815+00000000000778+«a»:AA++ORDERS'
UNH+1+ORDERS:D:96A:UN:EAN008'
BGM+220+PO-55120+9'
DTM+137:20240612:102'
NAD+BY+5412345000013::9'
LIN+1++8712345678906:SRV'
QTY+21:48'
UNT+7+1'
UNZ+1+00000000000778'
`, V{"a": g.s(alUpNum, 10)}, "5412345000013", "PO-55120", "ORDERS:D:96A:UN:EAN008")

	g.add("erp/oftp2-partner-profile", `
# OFTP2 partner profile: VW-GROUP-SUPPLY (exported from the EDI gateway)
partner.name         = VW-GROUP-SUPPLY
partner.odetteId     = O0013000043VWAG
partner.host         = oftp2.supplier-portal.example.com
partner.port         = 6619
partner.tls          = true
partner.ssidPassword = «a»
local.odetteId       = O0013005512ACME
local.ssidPassword   = «b»
local.sfidPassword   = «d»
exchangeBufferSize   = 4096
`, V{"a": g.s(alUpNum, 8), "b": g.s(alUpNum, 8), "d": g.s(alUpNum, 8)}, "O0013000043VWAG", "oftp2.supplier-portal.example.com", "exchangeBufferSize   = 4096")

	g.add("erp/winscp-script-sftp-drop", `
:: C:\EDI\scripts\push_invoices.txt  (run: winscp.com /script=push_invoices.txt /log=C:\EDI\logs\push.log)
option batch abort
option confirm off
open sftp://acme_ap:«a»@sftp.lumber-supply.com:22/ -hostkey="ssh-ed25519 255 «_h»"
cd /inbound/810
put C:\EDI\outbound\810\*.edi
close
exit
`, V{"a": g.pwURL(), "_h": strings.TrimRight(g.b64(32), "=")}, "sftp.lumber-supply.com:22", "/inbound/810", "option batch abort")

	g.add("erp/lftp-mirror-cron", `
# /etc/cron.d/edi-pull
*/15 * * * * edi lftp -u 'acme_edi,«a»' -e "set sftp:auto-confirm yes; mirror --Remove-source-files /outbound /srv/edi/inbound/bigbox; bye" sftp://mft.bigboxretail.com >> /var/log/edi/pull.log 2>&1
`, V{"a": g.pw()}, "mft.bigboxretail.com", "/srv/edi/inbound/bigbox")

	g.add("erp/sshpass-sftp-bank-statements", `
#!/usr/bin/env bash
# fetch_bai2.sh — pull yesterday's BAI2 statements from the bank
set -euo pipefail
export SSHPASS='«a»'
sshpass -e sftp -oBatchMode=no -b - acmecorp_treasury@sft.bankofexample.com <<'EOB'
cd /outbox/BAI2
get ACME_BAI2_$(date -d yesterday +%Y%m%d).txt /srv/treasury/in/
bye
EOB
`, V{"a": g.pwStrong()}, "acmecorp_treasury@sft.bankofexample.com", "/outbox/BAI2")

	g.add("erp/paramiko-sftp-key-passphrase", `
import paramiko

key = paramiko.RSAKey.from_private_key_file("/opt/edi/keys/acme_sftp_rsa", password="«a»")
transport = paramiko.Transport(("sftp.3pl-partner.net", 2222))
transport.connect(username="acme_wms", pkey=key)
sftp = paramiko.SFTPClient.from_transport(transport)
for name in sftp.listdir("/outbound/945"):
    sftp.get(f"/outbound/945/{name}", f"/srv/edi/945/{name}")
`, V{"a": g.pw()}, "sftp.3pl-partner.net", "acme_wms", "/outbound/945")

	g.add("erp/rclone-sftp-obscured-pass", `
$ rclone config show vendor-sftp
[vendor-sftp]
type = sftp
host = files.vendor-edi.com
user = acme_remit
port = 22
pass = «a»
shell_type = unix
md5sum_command = none
sha1sum_command = none
`, V{"a": g.b64u(40)}, "files.vendor-edi.com", "acme_remit", "shell_type = unix")

	g.add("erp/as2-mdn-log-benign", `
2024-06-12 08:15:04.331 INFO  [AS2SenderModule] message sent to BIGBOXRETAIL: Message-ID <OPENAS2-12062024081503+0000-4417@ACME_BIGBOXRETAIL>
2024-06-12 08:15:05.902 INFO  [AS2SenderModule] received MDN [automatic-action/MDN-sent-automatically; processed] for <OPENAS2-12062024081503+0000-4417@ACME_BIGBOXRETAIL>
2024-06-12 08:15:05.903 INFO  [AS2SenderModule] Received-Content-MIC: «_m», sha-256 (matches calculated MIC)
2024-06-12 08:15:05.904 INFO  [DirectoryPollingModule] archived 850_000000905.edi -> sent/2024-06-12/850_000000905.edi.«_h»
`, V{"_m": g.b64(32), "_h": g.hex(12)}, "OPENAS2-12062024081503+0000-4417@ACME_BIGBOXRETAIL", "MDN-sent-automatically", "850_000000905.edi")

	g.add("erp/van-mailbox-credentials-email", `
From: onboarding@edi-van.example.net
To: edi@acme-foods.com
Subject: Your VAN mailbox is ready (Account 300-4471)

Hello,

Your EDI mailbox has been provisioned.

  Interchange ID (qualifier 08):  9251750000
  Mailbox / FTP user:             ACME4471
  Initial password:               «a»
  FTPS host:                      ftps.edi-van.example.net, port 990 (implicit TLS)

Please change the password at first login. Trading partner BIGBOXRETAIL has
been linked to your mailbox.
`, V{"a": g.pwURL()}, "ftps.edi-van.example.net", "ACME4471", "Account 300-4471")

	g.add("erp/goanywhere-sftp-resource-export", `
<!-- GoAnywhere MFT resource export: SFTP server "BankOfExample_Prod" -->
<sftpServer name="BankOfExample_Prod">
  <host>sft.bankofexample.com</host>
  <port>22</port>
  <user>acmecorp_treasury</user>
  <password>«a»</password>
  <knownHostsFile>/opt/HelpSystems/GoAnywhere/userdata/keys/known_hosts</knownHostsFile>
  <privateKeyFile>acme_treasury_2023</privateKeyFile>
  <privateKeyPassword>«b»</privateKeyPassword>
  <connectionTimeout>30</connectionTimeout>
</sftpServer>
`, V{"a": g.pwStrong(), "b": g.pw()}, "BankOfExample_Prod", "acme_treasury_2023")
}

func (g *G) erpIPaaS() {
	g.add("erp/mulesoft-secure-properties-run", `
$ mvn clean deploy -DmuleDeploy \
    -Danypoint.platform.client_id=«_c» \
    -Danypoint.platform.client_secret=«a» \
    -Denv=prod -Dmule.key=«b» \
    -Dapp.name=sapi-netsuite-orders
[INFO] --- mule-maven-plugin:4.1.1:deploy (default-deploy) @ sapi-netsuite-orders ---
[INFO] Deploying application sapi-netsuite-orders to CloudHub 2.0 (us-east-2, ps: acme-prod-ps)
[INFO] Application sapi-netsuite-orders has been successfully deployed
`, V{"_c": g.hex(32), "a": g.hex(32), "b": g.an(16)}, "sapi-netsuite-orders", "mule-maven-plugin:4.1.1:deploy")

	g.add("erp/mulesoft-secure-yaml-and-key", `
# src/main/resources/properties/prod-secure.yaml
netsuite:
  consumerKey: "![«_e1»]"
  consumerSecret: "![«_e2»]"
  tokenId: "![«_e3»]"
  tokenSecret: "![«_e4»]"
sap:
  jco:
    user: "RFC_MULE"
    passwd: "![«_e5»]"

# Runtime Manager > sapi-erp-orders > Properties (hidden in UI but here in the export)
mule.env=prod
mule.key=«a»
`, V{"_e1": g.b64(48), "_e2": g.b64(48), "_e3": g.b64(48), "_e4": g.b64(48), "_e5": g.b64(32), "a": g.an(16)}, "RFC_MULE", "sapi-erp-orders", "mule.env=prod")

	g.add("erp/anypoint-cli-connected-app", `
$ anypoint-cli-v4 conf client_id «_c»
$ anypoint-cli-v4 conf client_secret «a»
$ anypoint-cli-v4 conf organization «_o»
$ anypoint-cli-v4 runtime-mgr:cloudhub-application:list --environment Production --output json | jq '.[].domain'
"papi-order-fulfillment"
"sapi-netsuite-orders"
"sapi-sap-s4"
`, V{"_c": g.hex(32), "a": g.hex(32), "_o": g.uuid()}, "runtime-mgr:cloudhub-application:list", `"sapi-sap-s4"`)

	g.add("erp/boomi-platform-api-token", `
$ curl -s -u 'BOOMI_TOKEN.integration.admin@acme.example:«a»' \
   -H 'Accept: application/json' -H 'Content-Type: application/json' \
   -X POST https://api.boomi.com/api/rest/v1/acmeholdings-X4K2P9/ExecutionRecord/query \
   -d '{"QueryFilter":{"expression":{"argument":["2024-06-12T00:00:00Z","2024-06-12T23:59:59Z"],"operator":"BETWEEN","property":"executionTime"}}}' | jq '.numberOfResults'
57
`, V{"a": g.uuid()}, "BOOMI_TOKEN.integration.admin@acme.example", "acmeholdings-X4K2P9")

	g.add("erp/boomi-atom-docker-install-token", `
docker run -d --name boomi-molecule-01 \
  -p 9090:9090 \
  -e BOOMI_ATOMNAME=acme-molecule-prod \
  -e BOOMI_ACCOUNTID=acmeholdings-X4K2P9 \
  -e INSTALLATION_TOKEN=«a» \
  -e BOOMI_ENVIRONMENTID=«_e» \
  -e ATOM_LOCALHOSTID=molecule-01 \
  -v /mnt/boomi:/mnt/boomi:Z \
  boomi/molecule:release
`, V{"a": "molecule-" + g.uuid(), "_e": g.uuid()}, "acme-molecule-prod", "boomi/molecule:release")

	g.add("erp/celigo-integrator-api-token", `
$ curl -s https://api.integrator.io/v1/flows -H "Authorization: Bearer «a»" | jq -r '.[] | "\(._id)  \(.name)"' | head -3
«_f1»  Shopify Order to NetSuite Sales Order Add
«_f2»  NetSuite Fulfillment to Shopify Fulfillment Add
«_f3»  NetSuite Inventory to Shopify Inventory Update
`, V{"a": g.hex(32), "_f1": g.hex(24), "_f2": g.hex(24), "_f3": g.hex(24)}, "api.integrator.io/v1/flows", "Shopify Order to NetSuite Sales Order Add")

	g.add("erp/workato-developer-api-token", `
$ export WORKATO_API_TOKEN=«a»
$ curl -s https://www.workato.com/api/recipes?page=1 -H "Authorization: Bearer $WORKATO_API_TOKEN" | jq '.items[] | {id, name, running}' | head -12
{
  "id": 4417281,
  "name": "Coupa approved invoice -> NetSuite vendor bill",
  "running": true
}
`, V{"a": g.hex(64)}, "Coupa approved invoice -> NetSuite vendor bill", `"id": 4417281`)

	g.add("erp/workato-opa-connection-profile", `
# Workato on-prem agent: conf/config.yml
database:
  jde_prod:
    adapter: sqlserver
    host: JDESQL01
    port: 1433
    database: JDE_PRODUCTION
    username: workato_ro
    password: «a»
files:
  edi_share:
    base: "\\\\fs01\\edi\\outbound"
`, V{"a": g.pwStrong()}, "JDE_PRODUCTION", "workato_ro")

	g.add("erp/jitterbit-project-variables", `
# Harmony Cloud Studio project "NetSuite <-> Salesforce" – project variables export
sfdc_username=integration@acme.example
sfdc_password=«a»
sfdc_security_token=«b»
ns_account=«_n»
ns_token_id=«d»
ns_token_secret=«e»
notify_email=it-integrations@acme.example
`, V{"a": g.pw(), "b": g.an(25), "_n": g.digits(7), "d": g.erpNS(), "e": g.erpNS()}, "it-integrations@acme.example", "NetSuite <-> Salesforce")

	g.add("erp/informatica-iics-login-session", `
$ curl -s -X POST https://dm-us.informaticacloud.com/ma/api/v2/user/login \
   -H 'Content-Type: application/json' -H 'Accept: application/json' \
   -d '{"@type":"login","username":"etl.admin@acme.example","password":"«a»"}' | jq '{icSessionId, serverUrl, orgId}'
{
  "icSessionId": "«b»",
  "serverUrl": "https://usw3.dm-us.informaticacloud.com/saas",
  "orgId": "«_o»"
}
`, V{"a": g.pw(), "b": g.an(22), "_o": g.an(22)}, "etl.admin@acme.example", "usw3.dm-us.informaticacloud.com")

	g.add("erp/snaplogic-basic-auth-pipeline-trigger", `
$ curl -s -u 'snap.trigger@acme.example:«a»' \
   -X POST 'https://elastic.snaplogic.com/api/1/rest/slsched/feed/AcmeOrg/projects/ERP/SAP_Invoice_to_Coupa%20Task' \
   -H 'Content-Type: application/json' -d @invoice_batch.json
`, V{"a": g.pw()}, "snap.trigger@acme.example", "SAP_Invoice_to_Coupa%20Task")

	g.add("erp/snaplogic-triggered-task-bearer", `
Triggered task "NetSuite_VendorBill_Create Task" – Cloud URL:
https://elastic.snaplogic.com:443/api/1/rest/slsched/feed/AcmeOrg/projects/ERP/NetSuite_VendorBill_Create%20Task
Bearer token: «a»
`, V{"a": g.an(32)}, "NetSuite_VendorBill_Create Task")

	g.add("erp/tray-io-connector-call", `
const res = await fetch("https://api.tray.io/core/v1/connectors/xero/versions/7.1/call", {
  method: "POST",
  headers: {
    Authorization: "Bearer «a»",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ operation: "list_invoices", authId: "«_a»", input: { status: "AUTHORISED" } }),
});
`, V{"a": g.hex(64), "_a": g.uuid()}, "api.tray.io/core/v1/connectors/xero", "list_invoices")

	g.add("erp/logic-apps-integration-account-callback", `
$ az rest --method post --uri "https://management.azure.com/subscriptions/«_s»/resourceGroups/rg-b2b/providers/Microsoft.Logic/integrationAccounts/ia-acme-b2b/listCallbackUrl?api-version=2019-05-01" --body '{}'
{
  "value": "https://prod-07.westeurope.logic.azure.com:443/integrationAccounts/«_i»?api-version=2015-08-01-preview&sp=%2F%2F%2A&sv=1.0&sig=«a»"
}
`, V{"_s": g.uuid(), "_i": g.hex(32), "a": g.b64u(43)}, "ia-acme-b2b", "listCallbackUrl")
}

func (g *G) erpChatLogs() {
	g.erpAdd("erp/chat-sap-rfc-user-german", `
Hi, kannst du den Import gegen die QAS testen? Der RFC-User ist ˋRFC_IMPORTˋ (Mandant 200),
Passwort: «a»
Das Passwort läuft Ende des Monats ab, also bitte nicht ins Repo committen 🙂
`, V{"a": g.erpSAPPW()}, "RFC_IMPORT", "Mandant 200")

	g.erpAdd("erp/chat-xero-refresh-token-slack", `
@channel the Xero connection for the AU entity dropped again (invalid_grant). I re-authorised and this is the new refresh token, put it in the ˋXERO_REFRESH_TOKEN_AUˋ secret please:
«a»
tenant id is «_t» (Acme Pty Ltd), same as before
`, V{"a": g.hex(64), "_t": g.uuid()}, "XERO_REFRESH_TOKEN_AU", "Acme Pty Ltd")

	g.erpAdd("erp/jira-comment-qbo-client-secret", `
*Comment by Priya N. (12/Jun/24 10:42)*
Production keys from the Intuit developer portal ("Acme Billing Sync" app):
||Field||Value||
|Client ID|«_c»|
|Client Secret|«a»|
|Redirect URI|https://billing.acme.example/oauth/intuit|
Sandbox keys are unchanged.
`, V{"_c": "AB" + g.an(48), "a": g.an(40)}, "Acme Billing Sync", "billing.acme.example/oauth/intuit")

	g.add("erp/agent-gh-secret-set-netsuite", `
I'll store the NetSuite credentials as repository secrets so the workflow can read them.

$ gh secret set NS_CONSUMER_KEY --body "«a»" --repo acme/erp-sync
✓ Set Actions secret NS_CONSUMER_KEY for acme/erp-sync
$ gh secret set NS_CONSUMER_SECRET --body "«b»" --repo acme/erp-sync
✓ Set Actions secret NS_CONSUMER_SECRET for acme/erp-sync
$ gh secret set NS_TOKEN_SECRET --body "«c»" --repo acme/erp-sync
✓ Set Actions secret NS_TOKEN_SECRET for acme/erp-sync
`, V{"a": g.erpNS(), "b": g.erpNS(), "c": g.erpNS()}, "acme/erp-sync", "✓ Set Actions secret NS_CONSUMER_KEY")

	g.add("erp/gha-cpi-deploy-inline-secret", `
# .github/workflows/cpi-deploy.yml
name: deploy-iflows
on: { push: { branches: [main] } }
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      CPI_TMN: acme-int.it-cpi018.cfapps.eu10-003.hana.ondemand.com
      CPI_TOKEN_URL: https://acme-int.authentication.eu10.hana.ondemand.com/oauth/token
      CPI_CLIENT_ID: ${{ secrets.CPI_CLIENT_ID }}
      CPI_CLIENT_SECRET: «a»   # TODO move to secrets
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy_iflow.sh SalesOrder_Replicate
`, V{"a": g.erpXsuaaSecret()}, "${{ secrets.CPI_CLIENT_ID }}", "SalesOrder_Replicate")

	pw := g.pwStrong()
	g.add("erp/log-requests-debug-basic-s4", `
2024-06-12 08:02:11,408 DEBUG urllib3.connectionpool: Starting new HTTPS connection (1): s4h.corp.acme.com:44300
2024-06-12 08:02:11,902 DEBUG odata_sync.client: request GET /sap/opu/odata/sap/API_MATERIAL_STOCK_SRV/A_MatlStkInAcctMod headers={'User-Agent': 'python-requests/2.32.3', 'Accept': 'application/json', 'sap-client': '100', 'Authorization': 'Basic «a»'}
2024-06-12 08:02:12,644 DEBUG urllib3.connectionpool: https://s4h.corp.acme.com:44300 "GET /sap/opu/odata/sap/API_MATERIAL_STOCK_SRV/A_MatlStkInAcctMod?$top=500 HTTP/1.1" 200 None
`, V{"a": erpBasic("ODATA_STOCK", pw)}, "API_MATERIAL_STOCK_SRV", "python-requests/2.32.3")

	g.add("erp/log-java-jdbc-ebs-url", `
2024-06-12 07:58:40,117 ERROR [main] c.a.gl.ImportJob - could not open connection
java.sql.SQLException: ORA-28000: The account is locked.
	at oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)
	at oracle.jdbc.driver.PhysicalConnection.connect(PhysicalConnection.java:1078)
	at com.acme.gl.ImportJob.open(ImportJob.java:88) [url=jdbc:oracle:thin:XXACME_INT/«a»@//ebsdb01.acme.local:1521/VIS]
	at com.acme.gl.ImportJob.main(ImportJob.java:41)
`, V{"a": g.pwURL()}, "ORA-28000", "ebsdb01.acme.local:1521/VIS", "XXACME_INT")

	g.add("erp/k8s-secret-odoo-base64", `
apiVersion: v1
kind: Secret
metadata:
  name: odoo-credentials
  namespace: erp
type: Opaque
data:
  admin-passwd: «a»
  db-password: «b»
  smtp-password: «d»
`, V{"a": b64s(g.pwStrong()), "b": b64s(g.pwURL()), "d": b64s(g.pw())}, "odoo-credentials", "namespace: erp")

	g.add("erp/terraform-btp-provider-tfvars", `
# terraform.tfvars  (btp provider 1.4)
globalaccount = "acme-global-2f7k"
username      = "cicd-btp@acme.example"
password      = "«a»"
idp           = "acme-ias"
subaccount_name   = "acme-integration-prod"
subaccount_region = "eu10"
`, V{"a": g.pw()}, "acme-global-2f7k", "cicd-btp@acme.example")

	g.add("erp/btp-cli-and-cf-login", `
$ btp login --url https://cli.btp.cloud.sap --subdomain acme-global-2f7k --user cicd-btp@acme.example --password '«a»'
Connecting to CLI server at https://cli.btp.cloud.sap...

Authentication successful

Current target:
 acme-global-2f7k (global account, subdomain: acme-global-2f7k)

$ cf login -a https://api.cf.eu10.hana.ondemand.com -u cicd-btp@acme.example -p '«a»' -o acme-integration-prod -s dev
API endpoint: https://api.cf.eu10.hana.ondemand.com
Authenticating...
OK
`, V{"a": g.pw()}, "cli.btp.cloud.sap", "api.cf.eu10.hana.ondemand.com", "acme-integration-prod")

	g.add("erp/vault-kv-get-erp-prod", `
$ vault kv get -mount=secret erp/prod/sage-intacct
======= Secret Path =======
secret/data/erp/prod/sage-intacct

======= Metadata =======
Key                Value
---                -----
created_time       2024-05-30T09:12:44.118203Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            4

========= Data =========
Key                Value
---                -----
company_id         ACME-HOLDINGS
sender_id          AcmeIntegrations
sender_password    «a»
user_id            xml_gateway
user_password      «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "secret/data/erp/prod/sage-intacct", "AcmeIntegrations")

	g.erpAdd("erp/airflow-connection-hana-uri", `
$ airflow connections add 'sap_hana_bw' --conn-uri 'hana://BW_EXTRACT:«a»@hanabw.acme.local:30041/?databaseName=BWP&encrypt=true'
Successfully added ˋconn_idˋ=sap_hana_bw : hana://BW_EXTRACT:******@hanabw.acme.local:30041/?databaseName=BWP&encrypt=true
`, V{"a": g.pwURL()}, "sap_hana_bw", "hanabw.acme.local:30041")

	g.erpAdd("erp/git-diff-remove-hardcoded-xero", `
diff --git a/src/integrations/xero.ts b/src/integrations/xero.ts
index 3c1d9a2..8f0e7b4 100644
--- a/src/integrations/xero.ts
+++ b/src/integrations/xero.ts
@@ -4,8 +4,8 @@ import { XeroClient } from "xero-node";
 export const xero = new XeroClient({
-  clientId: "«_c»",
-  clientSecret: "«a»",
+  clientId: process.env.XERO_CLIENT_ID!,
+  clientSecret: process.env.XERO_CLIENT_SECRET!,
   redirectUris: [ˋ${process.env.APP_URL}/xero/callbackˋ],
   scopes: "openid profile email accounting.transactions offline_access".split(" "),
 });
`, V{"_c": strings.ToUpper(g.hex(32)), "a": g.b64u(48)}, "process.env.XERO_CLIENT_SECRET!", "xero-node")

	g.add("erp/env-grep-erp-vars", `
$ env | grep -iE 'sap|netsuite|odoo' | sort
NETSUITE_ACCOUNT=«_n»
NETSUITE_TOKEN_ID=«a»
NETSUITE_TOKEN_SECRET=«b»
ODOO_DB=acme-main-9231847
ODOO_PASSWORD=«d»
SAP_ASHOST=s4hdev01.corp.acme-mfg.com
SAP_CLIENT=100
SAP_PASSWD=«e»
SAP_USER=RFC_PYBATCH
`, V{"_n": g.digits(7), "a": g.erpNS(), "b": g.erpNS(), "d": g.hex(40), "e": g.erpSAPPW()}, "SAP_USER=RFC_PYBATCH", "ODOO_DB=acme-main-9231847")

	g.add("erp/fivetran-netsuite-connector-config", `
$ curl -s -u "$FIVETRAN_KEY:$FIVETRAN_SECRET" -X POST https://api.fivetran.com/v1/connectors \
  -H 'Content-Type: application/json' -d '{
    "service": "netsuite_suiteanalytics",
    "group_id": "«_g»",
    "config": {
      "schema": "netsuite",
      "account_id": "«_n»",
      "role_id": "1042",
      "user": "analytics@acme.example",
      "password": "«a»"
    }
  }'
`, V{"_g": g.s(alLower, 4) + "_" + g.s(alLower, 6), "_n": g.digits(7), "a": g.pw()}, "netsuite_suiteanalytics", "analytics@acme.example")

	g.add("erp/handover-csv-integration-users", `
system,environment,user,password,owner,notes
S/4HANA,PRD,RFC_PYBATCH,«a»,BASIS,rotates quarterly
S/4HANA,QAS,RFC_PYBATCH,«b»,BASIS,
NetSuite,PROD,integration@acme.example,«d»,Finance IT,2FA exempt role
Workday,acme1,ISU_RaaS_Finance,«e»,HRIS,expires 2024-06-19
SFTP,bank,acmecorp_treasury,«f»,Treasury,IP allow-listed
`, V{"a": g.erpSAPPW(), "b": g.erpSAPPW(), "d": g.pw(), "e": g.pwStrong(), "f": g.pwURL()}, "system,environment,user,password,owner,notes", "ISU_RaaS_Finance", "2FA exempt role")

	g.add("erp/sql-integration-config-insert", `
-- migration V42__add_erp_endpoints.sql
INSERT INTO integration_endpoint (code, base_url, auth_type, username, secret, enabled)
VALUES
  ('SAP_S4_ODATA', 'https://s4h.corp.acme.com:44300', 'BASIC', 'ODATA_BP_SYNC', '«a»', true),
  ('COUPA',        'https://acme.coupahost.com',       'API_KEY', NULL,           '«b»', true),
  ('AVALARA',      'https://rest.avatax.com',          'BASIC', '«_av»',        '«d»', false);
`, V{"a": g.erpSAPPW(), "b": g.hex(40), "_av": g.digits(10), "d": g.s(alHexU, 16)}, "V42__add_erp_endpoints.sql", "SAP_S4_ODATA")

	g.erpAdd("erp/chat-boomi-connection-password-prose", `
user: the Boomi "SAP S4 - RFC" connection keeps failing in TEST. The connection component uses
user BOOMI_RFC with password «a» and client 200, ashost s4hqas.corp.acme.com, sysnr 01.
Is the password wrong or is it the SAP JCo library on the atom?

assistant: "Name or password is incorrect (repeat logon)" comes from SAP itself, so JCo is loaded
fine. Check in SU01 on QAS whether ˋBOOMI_RFCˋ is locked after failed attempts, then reset it.
`, V{"a": g.erpSAPPW()}, "BOOMI_RFC", "s4hqas.corp.acme.com")

	g.add("erp/email-sage-intacct-sender-credentials", `
From: Sage Intacct Partner Support <partner.support@sageintacct.example>
To: dev@acme-integrations.io
Subject: Web Services Developer License activated

Your Web Services sender credentials:

    Sender ID:       AcmeIntegrations
    Sender Password: «a»

Add AcmeIntegrations to "Web Services authorizations" in each client company before calling the API.
`, V{"a": g.pwStrong()}, "AcmeIntegrations", "Web Services authorizations")

	g.add("erp/sage100-boi-vbscript", `
' import_ar_invoices.vbs  (Sage 100 Business Object Interface)
Set oScript = CreateObject("ProvideX.Script")
oScript.Init("C:\Sage\Sage 100 Advanced\MAS90\Home")
Set oSS = oScript.NewObject("SY_Session")
retVal = oSS.nSetUser("BOI_IMPORT", "«a»")
retVal = oSS.nSetCompany("ABC")
retVal = oSS.nSetDate("A/R", "20240612")
retVal = oSS.nSetModule("A/R")
`, V{"a": g.pw()}, "BOI_IMPORT", "ProvideX.Script", `oSS.nSetCompany("ABC")`)
}

// erpMore adds further cases across the sources above.
func (g *G) erpMore() {
	g.add("erp/sap-cpi-iflow-parameters-prop", `
$ unzip -p SalesOrder_Replicate.zip src/main/resources/parameters.prop
#Store externalized parameters
#Wed Jun 12 08:44:10 UTC 2024
Receiver_Address=https\://wms.logistics-partner.de/api/v2/orders
Receiver_Credential=S4_BASIC
Shipbob_Channel=214407
Partner_ApiKey=«a»
Sender_Role=ESBMessaging.send
`, V{"a": g.hex(32)}, "Receiver_Credential=S4_BASIC", "ESBMessaging.send")

	g.add("erp/sap-s4-comm-user-created", `
Maintain Communication Users > New
  User Name:    COMM_USER_ORDERS
  Description:  Order intake from web shop (SAP_COM_0109)
  Password:     «a»        [Propose Password]
  Authentication: User Name and Password
  Status:       Saved. Make a note of the password; it cannot be displayed again.
`, V{"a": g.s(alAlnum+"_\\{}[]~", 40)}, "COMM_USER_ORDERS", "SAP_COM_0109")

	g.add("erp/sap-hdbcli-python", `
from hdbcli import dbapi

conn = dbapi.connect(
    address="«_h».hana.prod-eu10.hanacloud.ondemand.com",
    port=443,
    user="REPORTING_RO",
    password="«a»",
    encrypt=True,
    sslValidateCertificate=True,
)
cur = conn.cursor()
cur.execute('SELECT COUNT(*) FROM "SAPHANADB"."ACDOCA" WHERE RYEAR = ?', (2024,))
`, V{"_h": g.uuid(), "a": g.erpHanaPW()}, "REPORTING_RO", `"SAPHANADB"."ACDOCA"`)

	g.add("erp/oracle-erp-importbulkdata-python", `
import base64, requests

FUSION = "https://fa-eqxr-saasfaprod1.fa.ocs.oraclecloud.com"
AUTH = ("INTEGRATION.USER@acme.com", "«a»")

payload = {
    "OperationName": "importBulkData",
    "DocumentContent": base64.b64encode(open("ApInvoicesInterface.zip", "rb").read()).decode(),
    "ContentType": "zip",
    "FileName": "ApInvoicesInterface.zip",
    "JobName": "/oracle/apps/ess/financials/payables/invoices/transactions,APXIIMPT",
    "ParameterList": "#NULL,Acme US BU,#NULL,#NULL,#NULL,#NULL,#NULL,INVOICE GATEWAY,#NULL,#NULL,#NULL,1,#NULL",
}
r = requests.post(f"{FUSION}/fscmRestApi/resources/11.13.18.05/erpintegrations", json=payload, auth=AUTH)
`, V{"a": g.pw()}, "INTEGRATION.USER@acme.com", "APXIIMPT", "ApInvoicesInterface.zip")

	g.add("erp/netsuite-suitecloud-ci-passkey", `
# .gitlab-ci.yml (excerpt)
deploy_sb2:
  image: node:20
  variables:
    SUITECLOUD_CI: "1"
    SUITECLOUD_CI_PASSKEY: "«a»"
  script:
    - npm i -g --acceptSuiteCloudSDKLicense @oracle/suitecloud-cli
    - suitecloud account:setup:ci --account «_n»_SB2 --authid ci-sb2 --certificateid $NS_CERT_ID --privatekeypath $NS_PRIVATE_KEY
    - suitecloud project:deploy
`, V{"a": g.an(32), "_n": g.digits(7)}, "@oracle/suitecloud-cli", "project:deploy")

	g.add("erp/dynamics-plugin-secure-config", `
Plugin Registration Tool > Register New Step
  Message:               Create
  Primary Entity:        salesorder
  Event Pipeline Stage:  PostOperation
  Execution Mode:        Asynchronous
  Unsecure Configuration:
    {"endpoint":"https://erp-bridge.acme.example/api/orders","timeoutSeconds":30}
  Secure Configuration:
    {"apiKey":"«a»","hmacSecret":"«b»"}
`, V{"a": g.an(40), "b": g.b64(32)}, "erp-bridge.acme.example/api/orders", "PostOperation")

	g.add("erp/odoo-await-node-client", `
// scripts/syncStock.mjs
import Odoo from "odoo-await";

const odoo = new Odoo({
  baseUrl: "https://erp.acme-furniture.com",
  port: 443,
  db: "acme-prod",
  username: "stock-bot@acme-furniture.com",
  password: "«a»",
});
await odoo.connect();
const quants = await odoo.searchRead("stock.quant", [["location_id", "=", 8]], ["product_id", "quantity"]);
`, V{"a": g.hex(40)}, "stock-bot@acme-furniture.com", "odoo-await")

	g.add("erp/qbo-node-quickbooks-constructor", `
const QuickBooks = require("node-quickbooks");

const qbo = new QuickBooks(
  "«_c»",            // clientId
  "«a»",            // clientSecret
  "«b»",            // oauth token
  false,            // no token secret for OAuth 2.0
  "«_r»",           // realmId
  false,            // useSandbox
  true,             // debug
  73,               // minorversion
  "2.0",            // oauth version
  "«d»"             // refresh token
);
`, V{"_c": "AB" + g.an(48), "a": g.an(40), "b": g.erpIntuitAccess(), "_r": g.digits(19), "d": g.erpIntuitRefresh()}, `require("node-quickbooks")`, "useSandbox")

	g.add("erp/sage-intacct-getapisession-response", `
<response>
  <control><status>success</status><senderid>AcmeIntegrations</senderid><controlid>«_c»</controlid></control>
  <operation>
    <authentication><status>success</status><userid>xml_gateway</userid><companyid>ACME-HOLDINGS</companyid><locationid></locationid><sessiontimestamp>2024-06-12T08:51:03+00:00</sessiontimestamp><sessiontimeout>2024-06-12T14:51:03+00:00</sessiontimeout></authentication>
    <result>
      <status>success</status><function>getAPISession</function>
      <data><api><sessionid>«a»</sessionid><endpoint>https://api.intacct.com/ia/xml/xmlgw.phtml</endpoint><locationid></locationid></api></data>
    </result>
  </operation>
</response>
`, V{"_c": g.uuid(), "a": g.b64u(32) + ".."}, "getAPISession", "api.intacct.com/ia/xml/xmlgw.phtml")

	g.add("erp/infor-m3-mi-rest-curl", `
$ curl -s -u 'M3SRVADM:«a»' \
  'https://m3be.acme.local:21108/m3api-rest/execute/MMS200MI/GetItmBasic;maxrecs=1;returncols=ITNO,ITDS,STAT?CONO=100&ITNO=BRKT-2210'
{"Program":"MMS200MI","Transaction":"GetItmBasic","Metadata":{},"MIRecord":[{"RowIndex":0,"NameValue":[{"Name":"ITNO","Value":"BRKT-2210"},{"Name":"ITDS","Value":"Bracket, steel 22x10"},{"Name":"STAT","Value":"20"}]}]}
`, V{"a": g.pwURL()}, "MMS200MI/GetItmBasic", "BRKT-2210")

	g.add("erp/edi-netrc-sps-commerce", `
$ cat ~/.netrc
machine ftp.spscommerce.net
  login acmefoods_sps
  password «a»

machine mft.bigboxretail.com
  login acme_edi
  password «b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "ftp.spscommerce.net", "acmefoods_sps")

	g.add("erp/mulesoft-anypoint-mq-properties", `
# src/main/resources/config/prod.properties
anypoint.mq.url=https://mq-us-east-1.anypoint.mulesoft.com/api/v1
anypoint.mq.clientAppId=«_c»
anypoint.mq.clientSecret=«a»
anypoint.mq.queue.orders=erp-orders-prod
http.listener.port=8081
`, V{"_c": g.hex(32), "a": g.hex(32)}, "mq-us-east-1.anypoint.mulesoft.com", "erp-orders-prod")

	g.erpAdd("erp/chat-odoo-master-password-ticket", `
> **#4410 Can't restore Odoo backup on staging**
> I'm using the database manager at ˋ/web/database/managerˋ, restore fails with "Access Denied".
> The master password I use is «a» (from the old server's odoo.conf).

Reply: the staging server has its own ˋadmin_passwdˋ; the value in your message belongs to
production and should now be considered exposed. I'll rotate it today.
`, V{"a": g.pwStrong()}, "/web/database/manager", "Access Denied")

	g.add("erp/workday-prism-python-client", `
import prism

p = prism.Prism(
    base_url="https://wd2-impl-services1.workday.com",
    tenant_name="acme1",
    client_id="«_c»",
    client_secret="«a»",
    refresh_token="«b»",
)
p.create_table("FIN_GL_ACTUALS_FY24", schema=schema)
`, V{"_c": strings.TrimRight(b64s(g.uuid()), "="), "a": g.s(alLowNum, 88), "b": g.s(alLowNum, 88)}, "FIN_GL_ACTUALS_FY24", "wd2-impl-services1.workday.com")
}

func (g *G) erpBenign() {
	g.add("erp/benign-sap-we02-idoc-list", `
IDoc List (WE02)   Created on 12.06.2024   Partner type KU
 IDoc number       Status  Message type  Basic type    Partner     Created at
 0000000048812201  53      ORDERS        ORDERS05      0001000042  08:14:55
 0000000048812202  53      ORDERS        ORDERS05      0001000042  08:14:56
 0000000048812203  51      ORDERS        ORDERS05      0001000187  08:15:02
   -> Status 51: Material 000000000000104477 not maintained in plant 1010 (VG 062)
 0000000048812204  03      INVOIC        INVOIC02      0001000042  08:20:11
`, V{}, "0000000048812203", "ORDERS05", "000000000000104477")

	g.add("erp/benign-sap-transport-log", `
$ tp showbuffer S4P pf=/usr/sap/trans/bin/TP_DOMAIN_S4D.PFL | tail -4
S4DK912345  ->   S4P  (BASIS-ERP: Z_VENDOR_BANK_CHECK)           client 100  ret 0004
S4DK912351  ->   S4P  (FI: adjust GL account determination OBYC) client 100  ret 0000
S4DK912360  ->   S4P  (MM: new release strategy PO_REL_2024)     client 100  ret 0000
tp finished with return code: 4
`, V{}, "S4DK912345", "TP_DOMAIN_S4D.PFL", "PO_REL_2024")

	g.add("erp/benign-gl-chart-csv", `
account_no,account_name,account_type,normal_balance,cost_center_required
100100,Cash - Operating (Chase ***4471),Asset,Debit,N
110000,Accounts Receivable - Trade,Asset,Debit,N
120500,Inventory - Raw Materials,Asset,Debit,N
200100,Accounts Payable - Trade,Liability,Credit,N
215000,Accrued Payroll,Liability,Credit,Y
400000,Revenue - Product,Revenue,Credit,Y
610300,Software Subscriptions,Expense,Debit,Y
`, V{}, "Cash - Operating (Chase ***4471)", "610300,Software Subscriptions")

	g.add("erp/benign-netsuite-saved-search-csv", `
Internal ID,Document Number,Type,Date,Entity,Amount,Status
«_a»,SO-104412,Sales Order,6/11/2024,C-000871 Fabrikam Inc.,"$12,890.40",Pending Fulfillment
«_b»,SO-104413,Sales Order,6/11/2024,C-001204 Contoso Ltd,"$418.00",Billed
«_c»,INV-88210,Invoice,6/12/2024,C-000871 Fabrikam Inc.,"$12,890.40",Open
`, V{"_a": g.digits(7), "_b": g.digits(7), "_c": g.digits(7)}, "SO-104412", "C-000871 Fabrikam Inc.")

	g.add("erp/benign-xero-invoice-json", `
{
  "Id": "«_r»",
  "Status": "OK",
  "ProviderName": "Acme Billing Sync",
  "DateTimeUTC": "/Date(1718183041228)/",
  "Invoices": [{
    "Type": "ACCREC",
    "InvoiceID": "«_i»",
    "InvoiceNumber": "INV-0042",
    "Reference": "PO 7781324",
    "Contact": { "ContactID": "«_c»", "Name": "Bigbox Retail Pty" },
    "BrandingThemeID": "«_b»",
    "CurrencyCode": "AUD",
    "Total": 1450.00,
    "AmountDue": 1450.00
  }]
}
`, V{"_r": g.uuid(), "_i": g.uuid(), "_c": g.uuid(), "_b": g.uuid()}, "Bigbox Retail Pty", `"InvoiceNumber": "INV-0042"`)

	realm := g.digits(19)
	g.add("erp/benign-qbo-companyinfo", `
GET /v3/company/«_r»/companyinfo/«_r»?minorversion=73
{
  "CompanyInfo": {
    "CompanyName": "Acme Landscaping LLC",
    "LegalName": "Acme Landscaping LLC",
    "Country": "US",
    "FiscalYearStartMonth": "January",
    "Id": "1",
    "SyncToken": "14",
    "MetaData": { "CreateTime": "2019-03-02T11:20:07-08:00", "LastUpdatedTime": "2024-05-30T09:41:13-07:00" }
  },
  "time": "2024-06-12T03:11:45.221-07:00"
}
`, V{"_r": realm}, "Acme Landscaping LLC", `"SyncToken": "14"`)

	g.add("erp/benign-workday-worker-response", `
<wd:Worker_Reference>
  <wd:ID wd:type="WID">«_w1»</wd:ID>
  <wd:ID wd:type="Employee_ID">21044</wd:ID>
</wd:Worker_Reference>
<wd:Worker_Data>
  <wd:Worker_ID>21044</wd:Worker_ID>
  <wd:User_ID>lcarter</wd:User_ID>
  <wd:Organization_Reference><wd:ID wd:type="WID">«_w2»</wd:ID><wd:ID wd:type="Cost_Center_Reference_ID">CC_4100</wd:ID></wd:Organization_Reference>
</wd:Worker_Data>
`, V{"_w1": g.hex(32), "_w2": g.hex(32)}, "Cost_Center_Reference_ID", "CC_4100")

	g.add("erp/benign-btp-subaccount-get", `
$ btp get accounts/subaccount «_s»
subaccount id:         «_s»
display name:          acme-integration-prod
description:
subdomain:             acme-integration-prod-«_d»
region:                eu10
created by:            cicd-btp@acme.example
beta-enabled:          false
used for production:   USED_FOR_PRODUCTION
state:                 OK
parent id:             «_p»
global account id:     «_p»

OK
`, V{"_s": g.uuid(), "_d": g.s(alLowNum, 8), "_p": g.uuid()}, "USED_FOR_PRODUCTION", "acme-integration-prod")

	g.add("erp/benign-cpi-mpl-list", `
$ curl -s -H "Authorization: Bearer $TOKEN" "$CPI/api/v1/MessageProcessingLogs?\$filter=IntegrationFlowName%20eq%20'SalesOrder_Replicate'&\$top=2&\$format=json" | jq '.d.results[] | {MessageGuid, CorrelationId, Status, LogStart}'
{
  "MessageGuid": "AGZo«_m1»",
  "CorrelationId": "AGZo«_c1»",
  "Status": "COMPLETED",
  "LogStart": "/Date(1718179203611)/"
}
{
  "MessageGuid": "AGZo«_m2»",
  "CorrelationId": "AGZo«_c2»",
  "Status": "FAILED",
  "LogStart": "/Date(1718179144019)/"
}
`, V{"_m1": g.b64u(24), "_c1": g.b64u(24), "_m2": g.b64u(24), "_c2": g.b64u(24)}, "SalesOrder_Replicate", `"Status": "FAILED"`)

	g.erpAdd("erp/benign-odoo-server-log", `
2024-06-12 08:31:02,118 4412 INFO acme-prod odoo.addons.base.models.ir_cron: Starting job ˋMail: Email Queue Managerˋ.
2024-06-12 08:31:02,240 4412 INFO acme-prod odoo.addons.account.models.account_move: Posted journal entry INV/2024/00412 (id=88127) for partner Fabrikam Inc. (id=3310)
2024-06-12 08:31:02,611 4412 INFO acme-prod werkzeug: 10.0.3.14 - - [12/Jun/2024 08:31:02] "POST /web/dataset/call_kw/account.move/action_post HTTP/1.1" 200 - 41 0.088 0.211
2024-06-12 08:31:03,004 4412 INFO acme-prod odoo.addons.base.models.res_users: Login successful for db:acme-prod login:integration@acme-furniture.com from 10.0.3.14
`, V{}, "INV/2024/00412", "integration@acme-furniture.com", "/web/dataset/call_kw/account.move/action_post")

	g.add("erp/benign-x12-997-ack", `
ISA*00*          *00*          *08*9251750000     *ZZ*ACMEFOODS      *240612*0816*U*00401*000004471*0*P*>~
GS*FA*9251750000*ACMEFOODS*20240612*0816*4471*X*004010~
ST*997*4471~
AK1*PO*905~
AK9*A*1*1*1~
SE*4*4471~
GE*1*4471~
IEA*1*000004471~
`, V{}, "ST*997*4471~", "AK9*A*1*1*1~")

	g.add("erp/benign-dynamics-record-etag", `
GET https://acmesales.crm4.dynamics.com/api/data/v9.2/accounts(«_a»)?$select=name,accountnumber
{
  "@odata.context": "https://acmesales.crm4.dynamics.com/api/data/v9.2/$metadata#accounts(name,accountnumber)/$entity",
  "@odata.etag": "W/\"«=e»\"",
  "name": "Fabrikam Inc.",
  "accountnumber": "C-000871",
  "accountid": "«_a»",
  "_ownerid_value": "«_o»"
}
`, V{"_a": g.uuid(), "=e": g.digits(8), "_o": g.uuid()}, "acmesales.crm4.dynamics.com/api/data/v9.2/accounts", `"accountnumber": "C-000871"`)

	g.add("erp/benign-entra-app-credentials-hint", `
$ az ad app credential list --id «_a» -o table
CustomKeyIdentifier    DisplayName        EndDateTime                   Hint    KeyId                                 StartDateTime
---------------------  -----------------  ----------------------------  ------  ------------------------------------  ----------------------------
                       d365-fo-integr.    2025-06-12T08:40:11.552000+00:00  «_h»     «_k»  2024-06-12T08:40:11.552000+00:00
                       d365-fo-old        2024-07-01T00:00:00+00:00         «_h2»     «_k2»  2022-07-01T00:00:00+00:00
`, V{"_a": g.uuid(), "_h": g.an(3), "_k": g.uuid(), "_h2": g.an(3), "_k2": g.uuid()}, "d365-fo-integr.", "CustomKeyIdentifier")

	g.add("erp/benign-netsuite-env-refs-only", `
# deploy/netsuite.env.tpl  (rendered by the CD job from Vault)
NS_ACCOUNT_ID={{ .Values.netsuite.account }}
NS_CONSUMER_KEY={{ with secret "secret/data/erp/prod/netsuite" }}{{ .Data.data.consumer_key }}{{ end }}
NS_CONSUMER_SECRET={{ with secret "secret/data/erp/prod/netsuite" }}{{ .Data.data.consumer_secret }}{{ end }}
NS_TOKEN_ID=${NS_TOKEN_ID}
NS_TOKEN_SECRET=${NS_TOKEN_SECRET:?missing}
`, V{}, "secret/data/erp/prod/netsuite", "${NS_TOKEN_SECRET:?missing}", "NS_TOKEN_ID=${NS_TOKEN_ID}")

	g.add("erp/benign-mt940-statement", `
:20:STMT240612
:25:DE89370400440532013000
:28C:00112/001
:60F:C240611EUR1284500,17
:61:2406120612D18229,40NTRFPO-7781324//0001000187
:86:166?00SEPA-UEBERWEISUNG?20EREF+PAY-2024-06-12-0041?21SVWZ+Invoice 5100004711
:62F:C240612EUR1266270,77
`, V{}, "DE89370400440532013000", "PAY-2024-06-12-0041", "5100004711")

	g.add("erp/benign-boomi-execution-record", `
{
  "@type": "ExecutionRecord",
  "executionId": "execution-«_e»-2024.06.12",
  "account": "acmeholdings-X4K2P9",
  "executionTime": "2024-06-12T08:00:02Z",
  "status": "COMPLETE",
  "executionType": "exec_sched",
  "processName": "NetSuite Orders -> SAP S4 (ORDERS05)",
  "processId": "«_p»",
  "atomName": "acme-molecule-prod",
  "atomId": "«_a»",
  "inboundDocumentCount": 57,
  "outboundDocumentCount": 57
}
`, V{"_e": g.uuid(), "_p": g.uuid(), "_a": g.uuid()}, "acmeholdings-X4K2P9", "NetSuite Orders -> SAP S4 (ORDERS05)")

	g.add("erp/benign-invoice-pdf-hashes", `
$ sha256sum out/invoices/2024-06/*.pdf
«_h1»  out/invoices/2024-06/INV-2024-00871.pdf
«_h2»  out/invoices/2024-06/INV-2024-00872.pdf
«_h3»  out/invoices/2024-06/CN-2024-00019.pdf
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "INV-2024-00871.pdf", "CN-2024-00019.pdf")

	g.add("erp/benign-erpnext-naming-series", `
frappe@erpnext:~/frappe-bench$ bench --site erp.acme-tools.com console
In [1]: frappe.get_all("Journal Entry", filters={"posting_date": "2024-06-12"}, fields=["name", "total_debit", "voucher_type"])
Out[1]:
[{'name': 'ACC-JV-2024-00318', 'total_debit': 4200.0, 'voucher_type': 'Journal Entry'},
 {'name': 'ACC-JV-2024-00319', 'total_debit': 89.5, 'voucher_type': 'Bank Entry'}]
In [2]: frappe.db.get_value("Company", "Acme Tools Ltd", ["default_currency", "abbr"])
Out[2]: ('GBP', 'ATL')
`, V{}, "ACC-JV-2024-00318", "Acme Tools Ltd")

	g.add("erp/benign-git-log-integration-repo", `
$ git log --oneline -5
«_c1» (HEAD -> main, origin/main) sapi-netsuite-orders: map custbody_acme_channel to ORDERS05 E1EDK14
«_c2» papi-order-fulfillment: retry 429 from SuiteTalk with jitter
«_c3» xero: move client secret to env (rotated, see INT-2291)
«_c4» odoo: bump odoorpc to 0.10.1
«_c5» docs: realm ids for QBO sandbox companies
`, V{"_c1": g.hex(7), "_c2": g.hex(7), "_c3": g.hex(7), "_c4": g.hex(7), "_c5": g.hex(7)}, "custbody_acme_channel", "INT-2291")

	g.add("erp/benign-masked-credentials-status", `
Connections (Celigo integrator.io › Shopify - NetSuite IO)
  NAME                         TYPE        STATUS    AUTH
  NetSuite Production          netsuite    Online    Token-based (token ••••••••3f9a, role 1042)
  Shopify acme-store           http        Online    API token (shpat_••••••••a1b2)
  SFTP 3PL                     ftp         Offline   Password (last changed 2024-05-02)
  Concur                       http        Online    OAuth 2.0 (refresh token expires 2025-06-01)
`, V{}, "token ••••••••3f9a, role 1042", "shpat_••••••••a1b2", "Shopify - NetSuite IO")

	g.add("erp/benign-sap-sm21-syslog", `
System Log: Local Analysis of s4happ01                    12.06.2024
Time     Ty. Nr  Cl. User         Tcod MNo Text
08:02:11 DIA 004 100 ODATA_BP_SYNC     US2 User ODATA_BP_SYNC locked due to incorrect logon
08:02:14 DIA 004 100 ODATA_BP_SYNC     AUB Failed logon (reason = 1, type = A, method = A )
08:15:02 BTC 017 100 BATCH_FI     SM36 R49 Job ZFI_GL_IMPORT_DAILY started
08:15:44 BTC 017 100 BATCH_FI          AB0 Run-time error "MESSAGE_TYPE_X" occurred
`, V{}, "ZFI_GL_IMPORT_DAILY", "locked due to incorrect logon")

	g.add("erp/benign-ariba-document-numbers", `
Ariba Buying – PO export 2024-06-12
PO ID       Version  Supplier ANID       Supplier                 Requisition  Total       Status
PO1042278   V2       AN01042789231-T     Lumber Supply Co.        PR471231     USD 18,229.40  Ordered
PO1042279   V1       AN01017755120-T     Fabrikam Industrial GmbH PR471240     EUR 4,120.00   Received
`, V{}, "AN01042789231-T", "PO1042278", "Lumber Supply Co.")

	g.add("erp/benign-zoho-org-and-client-id", `
Zoho API Console > Self Client "acme-books-export"
  Client ID:       «_c»
  Client Secret:   (hidden — click Show to reveal)
  Homepage URL:    https://books-export.acme.example
  Organization:    Acme Trading LLC (organization_id «_o»)
  Data center:     EU (accounts.zoho.eu)
`, V{"_c": g.erpZohoClient(), "_o": g.digits(9)}, "acme-books-export", "(hidden — click Show to reveal)")
}
