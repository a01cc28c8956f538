package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// legacyCases adds credentials from legacy and long-lived enterprise
// systems as a coding agent meets them while someone maintains or
// modernizes them. Sources: z/OS mainframes (JCL JOB cards with
// PASSWORD=, FTP and Connect:Direct steps in JCL, RACF ADDUSER/ALTUSER
// commands, TSO and JES output, CICS Transaction Gateway clients, DB2
// CLP, db2cli.ini, COBOL copybooks and embedded SQL, Zowe CLI profiles),
// IBM i / AS/400 (CL programs, QSECOFR, RUNRMTCMD, server
// authentication entries, iSeries Access ODBC and jt400 JDBC strings, RPG
// embedded SQL), Oracle (tnsnames.ora, sqlnet wallets and mkstore, orapwd,
// init.ora, Forms formsweb.cfg, Reports cgicmd.dat, database links,
// sys.user$ hashes, expdp, sqlldr, EBS FNDLOAD, Pro*C), Sybase (interfaces,
// isql, bcp, sp_password, Replication Server), Informix (sqlhosts,
// dbaccess CONNECT ... USING, 4GL, JDBC), Progress OpenEdge (.pf files,
// ABL CONNECT), Lotus Notes/Domino (notes.ini, one-touch setup JSON,
// LotusScript LS:DO), Novell eDirectory and ZENworks, old Unix (.rhosts,
// hosts.equiv, NIS ypcat, Solaris shadow, HP-UX trusted-system files,
// AIX /etc/security/passwd, expect scripts), Perl CGI (DBI->connect,
// Net::FTP, Net::Telnet, config.pl, PerlSetVar), classic ASP and
// global.asa, ASP.NET 1.1 web.config, VB6, VBScript (ADO, ADSI, COM+
// catalog identities), Delphi .ini and .dfm files, dbExpress, BDE,
// PowerBuilder, Access .mdb Jet OLEDB database passwords, ODBC .dsn
// files, Crystal Reports logons, SQL Server 2000 DTS and osql, old Java
// (web.xml context-params, JBoss login-config.xml and *-ds.xml,
// SecureIdentityLoginModule, WebLogic boot.properties and WLST, WebSphere
// security.xml {xor}, Tomcat tomcat-users.xml and context.xml, Spring XML,
// log4j appenders, Ant), old PHP (phpMyAdmin config.inc.php,
// mysql_connect, osCommerce, Joomla 1.5, vBulletin), batch transfers (ftp
// -s: scripts, ftp -n here-documents, cron jobs with wget --password and
// curl -u, smbclient, Autosys JIL, Informatica pmcmd), SAP (sapnwrfc.ini,
// pyrfc, JCo properties, hdbuserstore, hdbsql, sapcontrol, SAP GUI
// shortcuts, ABAP), VPN and terminal clients (Cisco VPN .pcf, SecureCRT,
// WinSCP.ini, mRemoteNG, VNC, Reflection and x3270 macros, plink), and the
// chat messages and handover notes around them. Benign look-alikes: job
// names, dataset names, RACF and JES message ids, record counts, return
// codes, hashes, host names, serial numbers, license ids and FLEXlm
// signatures, hex dumps, ciphertexts and empty password fields. The case
// names start with "legacy/".
func (g *G) legacyCases() {
	g.legacyMainframe()
	g.legacyIBMi()
	g.legacyOracle()
	g.legacySybaseInformix()
	g.legacyDominoNovell()
	g.legacyUnix()
	g.legacyPerl()
	g.legacyMicrosoft()
	g.legacyDesktop()
	g.legacyJava()
	g.legacyPHP()
	g.legacyBatch()
	g.legacySAP()
	g.legacyClients()
	g.legacyChat()
	g.legacyBenign()
}

// ---- helpers used only here ----

// lgAdd is add with "ˋ" standing for a backtick.
func (g *G) lgAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// lgRacf is an eight-character RACF or IBM i password.
func (g *G) lgRacf() string { return g.s(alUpper, 1) + g.s(alUpNum+"#@$", 7) }

// lgPhrase is a RACF password phrase.
func (g *G) lgPhrase() string {
	return strings.ToLower(g.pick(pwWords...)) + " " + strings.ToLower(g.pick(pwWords...)) + " " + g.s(alDigit, 2) + " " + strings.ToLower(g.pick(pwWords...))
}

// lgXor is WebSphere's {xor} encoding of s (reversible, so a secret).
func lgXor(s string) string {
	b := []byte(s)
	for i := range b {
		b[i] ^= '_'
	}
	return "{xor}" + base64.StdEncoding.EncodeToString(b)
}

func (g *G) lgDES() string     { return g.s(alAlnum+"./", 13) }
func (g *G) lgMD5() string     { return "$1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22) }
func (g *G) lgSHA512() string  { return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86) }
func (g *G) lgSHA256c() string { return "$5$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 43) }
func (g *G) lgOraS() string    { return "S:" + g.s(alHexU, 60) }
func (g *G) lgOraT() string    { return "T:" + g.s(alHexU, 160) }
func (g *G) lgOraDES() string  { return g.s(alHexU, 16) }
func (g *G) lgJob() string     { return g.s(alUpper, 3) + g.s(alUpNum, 4) + g.pick("D", "W", "M", "X") }
func (g *G) lgJobID() string   { return "JOB" + g.s(alDigit, 5) }
func (g *G) lgSerial() string  { return g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) }
func (g *G) lgIP() string {
	return fmt.Sprintf("10.%d.%d.%d", 1+g.r.IntN(250), 1+g.r.IntN(250), 2+g.r.IntN(250))
}
func (g *G) lgGen() string { return fmt.Sprintf("G%04dV00", g.r.IntN(10000)) }

func (g *G) legacyMainframe() {
	g.add("legacy/jcl-job-card-password", `
$ cat jcl/PAYRL010.jcl
//PAYRL010 JOB (ACCT0417,PAY),'NIGHTLY PAYROLL',CLASS=A,MSGCLASS=X,
//             MSGLEVEL=(1,1),NOTIFY=&SYSUID,REGION=0M,
//             USER=PAYBATCH,PASSWORD=«a»
//*--------------------------------------------------------------*
//* STEP010: SORT THE DAILY TIME CARDS BY EMPLOYEE NUMBER         *
//*--------------------------------------------------------------*
//STEP010  EXEC PGM=SORT
//SORTIN   DD DSN=PROD.PAYROLL.TIMECARD.DAILY(0),DISP=SHR
//SORTOUT  DD DSN=&&SORTED,DISP=(NEW,PASS),SPACE=(CYL,(50,10))
//SYSIN    DD *
  SORT FIELDS=(1,9,CH,A)
/*
`, V{"a": g.lgRacf()}, "PROD.PAYROLL.TIMECARD.DAILY(0)", "USER=PAYBATCH", "ACCT0417")

	g.add("legacy/jcl-ftp-step-input-dd", `
//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT TIMEOUT 120'
//SYSPRINT DD SYSOUT=*
//OUTPUT   DD SYSOUT=*
//NETRC    DD DUMMY
//INPUT    DD *
«_ip» 21
GLXFER
«a»
ascii
cd /inbound/gl
put 'PROD.GL.EXTRACT.«_g»' gl_extract_«_d».txt
quit
/*
`, V{"_ip": g.lgIP(), "a": g.lgRacf(), "_g": g.lgGen(), "_d": g.s(alDigit, 8)}, "GLXFER", "/inbound/gl")

	g.add("legacy/jcl-ftp-netrc-dataset", `
//*  NETRC MOVED OUT OF THE JCL IN CHG0041187 -- DO NOT PUT IT BACK
//NETRC    DD DSN=SYS1.FTP.NETRC(BANKXFER),DISP=SHR

 ISPF EDIT  SYS1.FTP.NETRC(BANKXFER)
 000001 machine sftp.clearinghouse.example.net login ACMEMF01 password «a»
 000002 machine «_ip» login GLXFER password «b»
 ****** **************************** Bottom of Data ****************************
`, V{"a": g.pwStrong(), "_ip": g.lgIP(), "b": g.lgRacf()}, "SYS1.FTP.NETRC(BANKXFER)", "ACMEMF01", "CHG0041187")

	g.add("legacy/racf-altuser-password", `
READY
 ALTUSER JSMITH4 PASSWORD(«a») NOEXPIRED RESUME
READY
 LISTUSER JSMITH4
USER=JSMITH4  NAME=JOHN SMITH           OWNER=SECADM   CREATED=98.117
 DEFAULT-GROUP=ACCTG    PASSDATE=24.162 PASS-INTERVAL= 90 PHRASEDATE=N/A
 ATTRIBUTES=NONE
 REVOKE DATE=NONE   RESUME DATE=NONE
 LAST-ACCESS=24.162/09:14:51
READY
`, V{"a": g.lgRacf()}, "OWNER=SECADM", "PASSDATE=24.162", "LAST-ACCESS=24.162/09:14:51")

	g.add("legacy/racf-adduser-batch-clist", `
/* REXX - ONBOARD BATCH IDS FOR THE MQ MIGRATION */
ids = 'MQBAT01 MQBAT02'
"ADDUSER MQBAT01 DFLTGRP(MQADMIN) OWNER(SECADM) NAME('MQ BATCH 1')",
  "PASSWORD(«a») TSO(ACCTNUM(ACCT9100) PROC(IKJACCNT))"
"ADDUSER MQBAT02 DFLTGRP(MQADMIN) OWNER(SECADM) NAME('MQ BATCH 2')",
  "PHRASE('«b»') NOPASSWORD"
"CONNECT (MQBAT01 MQBAT02) GROUP(MQADMIN)"
"PERMIT MQM.** CLASS(MQADMIN) ID(MQADMIN) ACCESS(UPDATE)"
"SETROPTS RACLIST(MQADMIN) REFRESH"
`, V{"a": g.lgRacf(), "b": g.lgPhrase()}, "DFLTGRP(MQADMIN)", "ACCTNUM(ACCT9100)")

	g.add("legacy/racf-tso-logon-script-x3270", `
# s3270 script used by the regression harness to log on to TSO
Connect(mvs1.acme.example:23)
Wait(InputField)
String("L TSO")
Enter()
Wait(InputField)
String("QATEST1")
Enter()
Wait(InputField)
String("«a»")
Enter()
Wait(Output)
Ascii()
`, V{"a": g.lgRacf()}, "mvs1.acme.example:23", "QATEST1")

	g.add("legacy/db2-clp-connect-using", `
$ db2 connect to PRODDB user db2inst1 using «a»

   Database Connection Information

 Database server        = DB2/AIX64 11.1.4.6
 SQL authorization ID   = DB2INST1
 Local database alias   = PRODDB

$ db2 "select count(*) from PAYROLL.EMPLOYEE"

1
-----------
      48213

  1 record(s) selected.
`, V{"a": g.pw()}, "DB2/AIX64 11.1.4.6", "PAYROLL.EMPLOYEE")

	g.add("legacy/db2cli-ini", `
$ cat ~db2inst1/sqllib/cfg/db2cli.ini
[COMMON]
Trace=0
TraceFileName=/tmp/db2cli.trc

[PRODDB]
Database=PRODDB
Protocol=TCPIP
Hostname=db2prod01.acme.example
ServiceName=50000
UID=rptuser
PWD=«a»
CurrentSchema=RPT

[DSNZOS]
Database=DB2PLOC
Protocol=TCPIP
Hostname=«_ip»
ServiceName=446
UID=DDFUSR1
PWD=«b»
`, V{"a": g.pwURL(), "_ip": g.lgIP(), "b": g.lgRacf()}, "db2prod01.acme.example", "ServiceName=446", "DDFUSR1")

	g.add("legacy/db2-jcc-zos-properties", `
# src/main/resources/db2zos.properties  (copied from the old WAS 7 datasource)
db2.url=jdbc:db2://zos1.acme.example:5021/DB2PLOC:currentSchema=CLAIMS;sslConnection=false;
db2.user=CLMAPP01
db2.password=«a»
db2.driver=com.ibm.db2.jcc.DB2Driver
db2.pool.max=20
`, V{"a": g.lgRacf()}, "jdbc:db2://zos1.acme.example:5021/DB2PLOC:currentSchema=CLAIMS;sslConnection=false;", "CLMAPP01")

	g.add("legacy/cobol-copybook-hardcoded-creds", `
      *================================================================*
      * COPYBOOK: DBCONNCP  - DB2 CONNECTION WORK AREA                 *
      * LAST CHANGE 2003-11-04  RJK  ADDED REMOTE LOCATION             *
      *================================================================*
       01  WS-DB2-CONNECT-AREA.
           05  WS-DB2-LOCATION        PIC X(16) VALUE 'DB2PLOC'.
           05  WS-DB2-USERID          PIC X(08) VALUE 'CLMBAT01'.
           05  WS-DB2-PASSWORD        PIC X(08) VALUE '«a»'.
           05  WS-DB2-SQLCODE         PIC S9(09) COMP VALUE ZERO.
           05  FILLER                 PIC X(20) VALUE SPACES.
`, V{"a": g.lgRacf()}, "WS-DB2-LOCATION", "CLMBAT01")

	g.add("legacy/cobol-exec-sql-connect", `
       PROCEDURE DIVISION.
       0000-MAIN.
           MOVE 'RPTUSR'            TO WS-USER
           MOVE '«a»'         TO WS-PASS
           EXEC SQL
               CONNECT TO :WS-LOC USER :WS-USER USING :WS-PASS
           END-EXEC
           IF SQLCODE NOT = 0
              DISPLAY 'CONNECT FAILED SQLCODE=' SQLCODE
              MOVE 16 TO RETURN-CODE
              GOBACK
           END-IF.
`, V{"a": g.lgRacf()}, "CONNECT TO :WS-LOC USER :WS-USER USING :WS-PASS")

	g.add("legacy/cics-ctg-eci-java", `
    // CtgClient.java - calls the CLAIMINQ COMMAREA program through CICS TG
    JavaGateway gw = new JavaGateway("tcp://ctgprod.acme.example", 2006);
    ECIRequest req = new ECIRequest(ECIRequest.ECI_SYNC,
            "CICSPRD1",          // CICS server (ctg.ini SECTION IPICSERVER)
            "CTGSVC01",          // userid
            "«a»",          // password
            "CLAIMINQ",          // program
            null, commarea, commarea.length);
    gw.flow(req);
`, V{"a": g.lgRacf()}, "tcp://ctgprod.acme.example", "CTGSVC01", "CLAIMINQ")

	g.add("legacy/zowe-config-json", `
$ cat zowe.config.json
{
    "$schema": "./zowe.schema.json",
    "profiles": {
        "lpar1": {
            "properties": {
                "host": "mvs1.acme.example"
            },
            "profiles": {
                "zosmf": {
                    "type": "zosmf",
                    "properties": {
                        "port": 10443,
                        "user": "DEVUSR7",
                        "password": "«a»",
                        "rejectUnauthorized": false
                    }
                }
            }
        }
    },
    "defaults": { "zosmf": "lpar1.zosmf" },
    "autoStore": true
}
`, V{"a": g.lgRacf()}, "mvs1.acme.example", "DEVUSR7", "lpar1.zosmf")

	g.add("legacy/zowe-cli-command-line", `
$ zowe zos-files download data-set "PROD.CLAIMS.COPYLIB(CLMREC)" -f copybooks/CLMREC.cpy --host mvs1.acme.example --port 10443 --user DEVUSR7 --password «a» --reject-unauthorized false
Data set downloaded successfully.
Destination: copybooks/CLMREC.cpy
`, V{"a": g.lgRacf()}, "PROD.CLAIMS.COPYLIB(CLMREC)", "copybooks/CLMREC.cpy")

	g.add("legacy/connect-direct-process-snodeid", `
/* CD PROCESS SUBMITTED FROM THE NIGHTLY ACH JOB */
ACHSEND  PROCESS SNODE=CD.FEDLINE.PRD                          -
         SNODEID=(ACHXMIT,«a»)                             -
         PNODEID=(CDADMIN,«b»)
STEP01   COPY FROM (DSN=PROD.ACH.OUTBOUND.«_g» DISP=SHR)       -
              TO   (FILE=/data/ach/in/acme_«_d».ach DISP=RPL)
PEND
`, V{"a": g.lgRacf(), "b": g.lgRacf(), "_g": g.lgGen(), "_d": g.s(alDigit, 8)}, "SNODE=CD.FEDLINE.PRD", "ACHXMIT")

	g.add("legacy/jes-joblog-with-password-in-parm", `
 J E S 2  J O B  L O G  --  S Y S T E M  P R D 1  --  N O D E  N 1
 09.14.02 «_j» ---- TUESDAY,   11 JUN 2024 ----
 09.14.02 «_j»  IRR010I  USERID PAYBATCH IS ASSIGNED TO THIS JOB.
 09.14.03 «_j»  ICH70001I PAYBATCH LAST ACCESS AT 09:01:44 ON TUESDAY, JUNE 11, 2024
 09.14.03 «_j»  $HASP373 PAYRL020 STARTED - INIT 4    - CLASS A        - SYS PRD1
 09.14.05 «_j»  +EXTRACT PARM=HOST=db2prod01,UID=rptuser,PWD=«a»
 09.14.41 «_j»  IEF404I PAYRL020 - ENDED - TIME=09.14.41
 09.14.41 «_j»  $HASP395 PAYRL020 ENDED - RC=0000
`, V{"_j": g.lgJobID(), "a": g.pwURL()}, "ICH70001I PAYBATCH LAST ACCESS AT 09:01:44", "$HASP395 PAYRL020 ENDED - RC=0000")

	g.add("legacy/mq-channel-auth-mqsc", `
$ runmqsc QMPRD01 < setup/channels.mqsc
     1 : DEFINE CHANNEL(CLAIMS.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) MCAUSER('mqclaim') REPLACE
AMQ8014I: IBM MQ channel created.
     2 : SET CHLAUTH(CLAIMS.SVRCONN) TYPE(ADDRESSMAP) ADDRESS('10.40.*') USERSRC(CHANNEL)
AMQ8877I: IBM MQ channel authentication record set.
$ cat client/mqclient.properties
mq.queueManager=QMPRD01
mq.channel=CLAIMS.SVRCONN
mq.connName=mqprd01.acme.example(1414)
mq.user=mqclaim
mq.password=«a»
`, V{"a": g.pw()}, "AMQ8877I: IBM MQ channel authentication record set.", "mqprd01.acme.example(1414)")

	g.add("legacy/ims-connect-java-props", `
# IMS Connect API client profile (ims-connect.properties)
hostname=imsprd.acme.example
portid=9999
datastoreName=IMSP
racfUserId=IMSCLNT1
racfPassword=«a»
racfGroupName=IMSUSERS
clientId=CLMSVC01
interactionTimeout=30000
`, V{"a": g.lgRacf()}, "datastoreName=IMSP", "IMSCLNT1", "racfGroupName=IMSUSERS")
}

func (g *G) legacyIBMi() {
	g.add("legacy/ibmi-cl-chgusrprf-qsecofr", `
             PGM
/* RESETQSEC - RUN AFTER RESTORE TO THE DR BOX ONLY                  */
             DCL        VAR(&SYSNAME) TYPE(*CHAR) LEN(8)
             RTVNETA    SYSNAME(&SYSNAME)
             IF         COND(&SYSNAME *NE 'ACMEDR01') THEN(RETURN)
             CHGUSRPRF  USRPRF(QSECOFR) PASSWORD(«a») +
                          PWDEXP(*NO) STATUS(*ENABLED)
             CHGUSRPRF  USRPRF(OPSADMIN) PASSWORD(«b») +
                          PWDEXP(*YES)
             SNDMSG     MSG('QSECOFR RESET ON ' *CAT &SYSNAME) +
                          TOUSR(*SYSOPR)
             ENDPGM
`, V{"a": g.lgRacf() + g.s(alDigit, 2), "b": g.lgRacf()}, "ACMEDR01", "RESETQSEC")

	g.add("legacy/ibmi-crtusrprf-service-account", `
> CRTUSRPRF USRPRF(WEBSVC) PASSWORD(«a») USRCLS(*USER) +
    INLMNU(*SIGNOFF) LMTCPB(*YES) TEXT('REST API service profile') +
    SPCAUT(*NONE) GRPPRF(APIGRP)
  User profile WEBSVC created.
> DSPUSRPRF USRPRF(WEBSVC) OUTPUT(*PRINT)
  Previous sign-on . . . . . . . . . . . . :   06/11/24  09:14:02
  Sign-on attempts not valid . . . . . . . :   0
  Status . . . . . . . . . . . . . . . . . :   *ENABLED
`, V{"a": g.lgRacf()}, "User profile WEBSVC created.", "GRPPRF(APIGRP)")

	g.add("legacy/ibmi-runrmtcmd-rmtpwd", `
             RUNRMTCMD  CMD('cmd /c \\fileserv\ops\scripts\pull_orders.bat') +
                          RMTLOCNAME('winops02.acme.example' *IP) +
                          RMTUSER('ACME\svc_as400') RMTPWD('«a»') +
                          CCSID(*CALC) WAITTIME(120)
             MONMSG     MSGID(CPF91CB) EXEC(GOTO CMDLBL(ERROR))
`, V{"a": g.pw()}, "winops02.acme.example", "ACME\\svc_as400", "CPF91CB")

	g.add("legacy/ibmi-addsvraute", `
> ADDSVRAUTE USRPRF(ETLUSER) SERVER(QDDMDRDASERVER) USRID(ETL_REMOTE) PASSWORD('«a»')
  Server authentication entry added.
> ADDSVRAUTE USRPRF(ETLUSER) SERVER(WAREHOUSE) USRID(ETLLOAD) PASSWORD(«b»)
  Server authentication entry added.
> DSPSVRAUTE USRPRF(ETLUSER)
  Server                 User ID
  QDDMDRDASERVER         ETL_REMOTE
  WAREHOUSE              ETLLOAD
`, V{"a": g.pwStrong(), "b": g.lgRacf()}, "QDDMDRDASERVER", "ETL_REMOTE")

	g.add("legacy/ibmi-odbc-connection-string-csharp", `
// OrdersRepository.cs
private const string ConnString =
    "Driver={iSeries Access ODBC Driver};System=AS400PRD;Uid=ORDAPI;Pwd=«a»;" +
    "DefaultLibraries=ORDLIB,*USRLIBL;Naming=1;CommitMode=0;TranslateBinary=1;";
`, V{"a": g.lgRacf()}, "System=AS400PRD", "DefaultLibraries=ORDLIB,*USRLIBL")

	g.add("legacy/ibmi-jt400-jdbc-url", `
spring:
  datasource:
    url: jdbc:as400://as400prd.acme.example;naming=system;libraries=ORDLIB,QGPL;prompt=false;user=ORDAPI;password=«a»
    driver-class-name: com.ibm.as400.access.AS400JDBCDriver
    hikari:
      maximum-pool-size: 8
`, V{"a": g.lgRacf()}, "com.ibm.as400.access.AS400JDBCDriver", "libraries=ORDLIB,QGPL")

	g.add("legacy/ibmi-node-odbc-env", `
$ cat .env
IBMI_HOST=as400prd.acme.example
IBMI_USER=NODEAPI
IBMI_PASSWORD=«a»
IBMI_DB_LIBL=ORDLIB SHPLIB
ODBC_DRIVER="IBM i Access ODBC Driver 64-bit"
`, V{"a": g.lgRacf() + g.s(alDigit, 2)}, "as400prd.acme.example", "NODEAPI")

	g.add("legacy/ibmi-rpgle-sql-connect", `
**free
ctl-opt dftactgrp(*no) actgrp(*new);
dcl-s rdb  char(18) inz('WAREHOUSE');
dcl-s usr  char(10) inz('ETLLOAD');
dcl-s pwd  char(10) inz('«a»');

exec sql connect to :rdb user :usr using :pwd;
if sqlcode <> 0;
  dsply ('Connect failed ' + %char(sqlcode));
endif;
`, V{"a": g.lgRacf()}, "inz('WAREHOUSE')", "inz('ETLLOAD')")

	g.add("legacy/ibmi-ftp-namefmt-session", `
$ ftp as400prd.acme.example
Connected to as400prd.acme.example.
220-QTCP at AS400PRD.ACME.EXAMPLE.
220 Connection will close if idle more than 5 minutes.
Name (as400prd.acme.example:dev): SHPXFER
331 Enter password.
Password:
230 SHPXFER logged on.
ftp> quote site namefmt 1
250  Now using naming format "1".
ftp> get /QSYS.LIB/SHPLIB.LIB/MANIFEST.FILE/MANIFEST.MBR manifest.txt
226 File transfer completed successfully.
ftp> bye
$ cat ~/.netrc
machine as400prd.acme.example login SHPXFER password «a»
`, V{"a": g.lgRacf()}, "/QSYS.LIB/SHPLIB.LIB/MANIFEST.FILE/MANIFEST.MBR", "220-QTCP at AS400PRD.ACME.EXAMPLE.")

	g.add("legacy/ibmi-acs-sql-script-header", `
-- Run SQL Scripts (ACS) - exported 2024-06-03
-- System: AS400PRD   JDBC: ;naming=system;libraries=ORDLIB
-- NOTE from Bill: if it prompts, sign on as QPGMR / «a»
SELECT ORDNO, CUSNO, ORDDT, ORDAMT
  FROM ORDLIB.ORDHDR
 WHERE ORDDT >= 20240101
 FETCH FIRST 50 ROWS ONLY;
`, V{"a": g.lgRacf()}, "ORDLIB.ORDHDR", "QPGMR")

	g.add("legacy/ibmi-python-pyodbc", `
import pyodbc

conn = pyodbc.connect(
    driver="{IBM i Access ODBC Driver}",
    system="AS400PRD",
    uid="RPTPY",
    pwd="«a»",
    dbq="ORDLIB",
)
cur = conn.cursor()
cur.execute("SELECT COUNT(*) FROM ORDHDR WHERE ORDSTS = 'O'")
print(cur.fetchone()[0])
`, V{"a": g.lgRacf()}, "RPTPY", "ORDSTS")
}

func (g *G) legacyOracle() {
	g.add("legacy/oracle-orapwd", `
$ export ORACLE_SID=FINPRD
$ orapwd file=$ORACLE_HOME/dbs/orapwFINPRD password=«a» entries=10 force=y format=12
$ ls -l $ORACLE_HOME/dbs/orapwFINPRD
-rw-r-----   1 oracle   oinstall    6144 Jun 11 09:40 /u01/app/oracle/product/11.2.0/dbhome_1/dbs/orapwFINPRD
`, V{"a": g.pwStrong()}, "orapwFINPRD", "/u01/app/oracle/product/11.2.0/dbhome_1/dbs/orapwFINPRD")

	g.add("legacy/oracle-mkstore-create-credential", `
$ mkstore -wrl /u01/app/oracle/wallet -createCredential FINPRD_BATCH finbatch «a»
Oracle Secret Store Tool : Version 11.2.0.4.0 - Production
Copyright (c) 2004, 2013, Oracle and/or its affiliates. All rights reserved.

Enter wallet password:
Create credential oracle.security.client.connect_string1
$ cat $TNS_ADMIN/sqlnet.ora
WALLET_LOCATION = (SOURCE = (METHOD = FILE) (METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet)))
SQLNET.WALLET_OVERRIDE = TRUE
$ sqlplus /@FINPRD_BATCH
`, V{"a": g.pw()}, "oracle.security.client.connect_string1", "SQLNET.WALLET_OVERRIDE = TRUE", "/@FINPRD_BATCH")

	g.add("legacy/oracle-orapki-wallet-pwd", `
$ orapki wallet create -wallet /u01/app/oracle/admin/FINPRD/wallet -pwd «a» -auto_login
Oracle PKI Tool : Version 12.1.0.2
Copyright (c) 2004, 2014, Oracle and/or its affiliates. All rights reserved.

$ orapki wallet add -wallet /u01/app/oracle/admin/FINPRD/wallet -trusted_cert -cert /tmp/acme-root-ca.crt -pwd «a»
$ ls /u01/app/oracle/admin/FINPRD/wallet
cwallet.sso  ewallet.p12
`, V{"a": g.pwStrong()}, "cwallet.sso  ewallet.p12")

	g.add("legacy/oracle-create-database-link", `
SQL> CREATE DATABASE LINK hr_link
  2  CONNECT TO hr_ro IDENTIFIED BY "«a»"
  3  USING 'HRPRD';

Database link created.

SQL> CREATE PUBLIC DATABASE LINK gl_old CONNECT TO glapp IDENTIFIED BY «b» USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=glora01)(PORT=1521))(CONNECT_DATA=(SID=GLOLD)))';

Database link created.

SQL> SELECT COUNT(*) FROM employees@hr_link;

  COUNT(*)
----------
     17422
`, V{"a": g.pw(), "b": g.an(12)}, "employees@hr_link", "(HOST=glora01)")

	g.add("legacy/oracle-alter-user-identified-by", `
SQL> ALTER USER apps_ro IDENTIFIED BY «a» ACCOUNT UNLOCK;

User altered.

SQL> ALTER USER system IDENTIFIED BY "«b»" REPLACE "«c»";

User altered.
`, V{"a": g.an(14), "b": g.pwStrong(), "c": g.pw()}, "ACCOUNT UNLOCK")

	g.add("legacy/oracle-sys-user-hashes", `
SQL> select name, password, spare4 from sys.user$ where name in ('SYS','SYSTEM','FINAPP');

NAME       PASSWORD         SPARE4
---------- ---------------- --------------------------------------------------------------
SYS        «a» «b»
SYSTEM     «c» «d»
FINAPP     «e» «f»;«g»
`, V{"a": g.lgOraDES(), "b": g.lgOraS(), "c": g.lgOraDES(), "d": g.lgOraS(), "e": g.lgOraDES(), "f": g.lgOraS(), "g": g.lgOraT()}, "sys.user$")

	g.add("legacy/oracle-expdp-userid-command", `
$ expdp system/«a»@FINPRD directory=DATA_PUMP_DIR dumpfile=fin_%U.dmp logfile=fin_exp.log schemas=FINAPP parallel=4 compression=ALL

Export: Release 12.1.0.2.0 - Production on Tue Jun 11 01:00:02 2024
Connected to: Oracle Database 12c Enterprise Edition Release 12.1.0.2.0 - 64bit Production
Starting "SYSTEM"."SYS_EXPORT_SCHEMA_01":  system/********@FINPRD directory=DATA_PUMP_DIR dumpfile=fin_%U.dmp
. . exported "FINAPP"."GL_JE_LINES"                      4.112 GB 31884512 rows
Job "SYSTEM"."SYS_EXPORT_SCHEMA_01" successfully completed at Tue Jun 11 01:41:18 2024 elapsed 0 00:41:14
`, V{"a": g.an(12)}, "\"SYSTEM\".\"SYS_EXPORT_SCHEMA_01\"", "system/********@FINPRD", "31884512 rows")

	g.add("legacy/oracle-sqlplus-ksh-script", `
#!/bin/ksh
# /home/oracle/scripts/close_period.ksh  -- cron: 30 23 L * *
. /home/oracle/.profile
ORA_USER=glbatch
ORA_PASS=«a»
LOG=/var/log/gl/close_$(date +%Y%m%d).log

sqlplus -s ${ORA_USER}/${ORA_PASS}@GLPRD <<EOF >> $LOG
set feedback off heading off
exec gl_close_pkg.close_period(to_char(sysdate,'MON-YY'));
exit
EOF
`, V{"a": g.pwURL()}, "gl_close_pkg.close_period", "/home/oracle/scripts/close_period.ksh")

	g.add("legacy/oracle-sqlldr-userid", `
$ sqlldr userid=stage_load/«a»@DWPRD control=ctl/customers.ctl data=/data/in/customers_20240611.dat log=log/customers.log bad=bad/customers.bad direct=true

SQL*Loader: Release 11.2.0.4.0 - Production on Tue Jun 11 02:10:41 2024

Load completed - logical record count 148203.
`, V{"a": g.pw()}, "ctl/customers.ctl", "logical record count 148203")

	g.add("legacy/oracle-forms-formsweb-cfg", `
; $ORACLE_INSTANCE/config/FormsComponent/forms/server/formsweb.cfg
[default]
workingDirectory=/u01/forms/apps
envFile=default.env
baseHTML=webutilbase.htm

[ordentry]
form=ORDMAIN.fmx
userid=ordapp/«a»@ORDPRD
separateFrame=false
lookAndFeel=oracle
colorScheme=blue
width=1024
height=768
`, V{"a": g.an(10)}, "form=ORDMAIN.fmx", "webutilbase.htm")

	g.add("legacy/oracle-reports-cgicmd-dat", `
; cgicmd.dat - key mappings for the Reports Servlet
; keys must be entered as one line
invoice: report=INV0100.rdf userid=rptuser/«a»@FINPRD destype=cache desformat=PDF %*
aging: report=AR0300.rdf userid=rptuser/«a»@FINPRD destype=cache desformat=PDF server=rep_finprd %*
orgchart: report=HR0010.rdf userid=hrrpt/«b»@HRPRD destype=cache desformat=HTMLCSS %*
`, V{"a": g.an(10), "b": g.pw()}, "report=INV0100.rdf", "server=rep_finprd")

	g.add("legacy/oracle-ebs-fndload", `
$ FNDLOAD apps/«a» 0 Y DOWNLOAD $FND_TOP/patch/115/import/afcpprog.lct XXACME_CP.ldt PROGRAM APPLICATION_SHORT_NAME="XXACME" CONCURRENT_PROGRAM_NAME="XXACME_AR_AGING"
Log filename : L4871204.log

Report filename : O4871204.out
$ adop phase=prepare
Enter the APPS password:
Enter the SYSTEM password:
Enter the WLSADMIN password:
`, V{"a": g.an(8) + g.s(alDigit, 2)}, "XXACME_AR_AGING", "L4871204.log", "Enter the APPS password:")

	g.add("legacy/oracle-proc-strcpy-password", `
/* billing_extract.pc */
EXEC SQL BEGIN DECLARE SECTION;
    VARCHAR username[32];
    VARCHAR password[32];
    VARCHAR dbname[32];
EXEC SQL END DECLARE SECTION;

int db_connect(void)
{
    strcpy((char *)username.arr, "billing");
    username.len = strlen((char *)username.arr);
    strcpy((char *)password.arr, "«a»");
    password.len = strlen((char *)password.arr);
    strcpy((char *)dbname.arr, "BILLPRD");
    dbname.len = strlen((char *)dbname.arr);
    EXEC SQL CONNECT :username IDENTIFIED BY :password USING :dbname;
    return sqlca.sqlcode;
}
`, V{"a": g.pw()}, "billing_extract.pc", "EXEC SQL CONNECT :username IDENTIFIED BY :password USING :dbname;")

	g.add("legacy/oracle-jdbc-thin-url-in-properties", `
# app.properties (ear/lib/config, WebLogic 10.3.6)
jdbc.driver=oracle.jdbc.OracleDriver
jdbc.url=jdbc:oracle:thin:ordapp/«a»@//ordora-scan.acme.example:1521/ORDPRD.acme.example
jdbc.initialSize=5
jdbc.maxActive=40
jdbc.validationQuery=SELECT 1 FROM DUAL
`, V{"a": g.an(12)}, "ordora-scan.acme.example:1521/ORDPRD.acme.example", "SELECT 1 FROM DUAL")

	g.add("legacy/oracle-emctl-secure-agent", `
$ ./emctl secure agent «a»
Oracle Enterprise Manager Cloud Control 12c Release 5
Copyright (c) 1996, 2015 Oracle Corporation.  All rights reserved.
Agent successfully stopped...   Done.
Securing agent...   Started.
Agent successfully restarted...   Done.
EMD gensudoprops completed successfully
Securing agent...   Successful.
`, V{"a": g.pwStrong()}, "EMD gensudoprops completed successfully")

	g.add("legacy/oracle-dgmgrl-connect", `
$ dgmgrl sys/«a»@FINPRD_DG
DGMGRL for Linux: Version 11.2.0.4.0 - 64bit Production
Connected.
DGMGRL> show configuration;

Configuration - fin_dg

  Protection Mode: MaxPerformance
  Databases:
    finprd  - Primary database
    findr   - Physical standby database

Configuration Status:
SUCCESS
`, V{"a": g.pwURL()}, "Configuration - fin_dg", "Physical standby database")
}

func (g *G) legacySybaseInformix() {
	g.add("legacy/sybase-isql-command", `
$ isql -Usa -P«a» -SSYBPROD -w 200 -i sql/purge_audit.sql -o /tmp/purge_audit.out
$ tail -4 /tmp/purge_audit.out
(148203 rows affected)
Purge complete for sybsecurity..sysaudits_01
(return status = 0)
`, V{"a": g.pwURL()}, "sybsecurity..sysaudits_01", "SYBPROD")

	g.add("legacy/sybase-bcp-out", `
for t in trade position counterparty; do
  bcp TRADEDB..$t out /data/extract/$t.dat -c -t'|' -Utrd_extract -P'«a»' -STRDSYB01 -A 16384
done
Starting copy...
1000 rows sent to SQL Server.
Clock Time (ms.): total = 2041  Avg = 0 (489.95 rows per sec.)
`, V{"a": g.pwStrong()}, "TRADEDB..$t", "TRDSYB01")

	g.add("legacy/sybase-sp-password", `
1> sp_password '«a»', '«b»', trd_app
2> go
Password correctly set.
(return status = 0)
1> sp_displaylogin trd_app
2> go
Suid: 42
Loginame: trd_app
Fullname: Trading application
Default Database: TRADEDB
Last Password Change: Jun 11 2024  9:51AM
Password expiration interval: 0
`, V{"a": g.pw(), "b": g.pwStrong()}, "Last Password Change: Jun 11 2024  9:51AM", "Loginame: trd_app")

	g.add("legacy/sybase-repserver-create-connection", `
create connection to TRDSYB02.TRADEDB
set error class to rs_sqlserver_error_class
set function string class to rs_sqlserver_function_class
set username to TRADEDB_maint
set password to «a»
with log transfer on
as standby for LTRADE.TRADEDB
go
`, V{"a": g.pwURL()}, "rs_sqlserver_error_class", "TRADEDB_maint")

	g.add("legacy/sybase-python-sybpydb", `
# nightly_positions.py (python 2.7, sybpydb from OCS-15_0)
import sybpydb

conn = sybpydb.connect(servername="TRDSYB01", user="pos_rpt", password="«a»")
cur = conn.cursor()
cur.execute("select count(*) from TRADEDB..position where as_of = convert(date, getdate())")
print cur.fetchall()
`, V{"a": g.pw()}, "OCS-15_0", "TRADEDB..position")

	g.add("legacy/informix-dbaccess-connect-using", `
$ cat sql/reindex.sql
CONNECT TO 'stores7@ol_prod' USER 'informix' USING '«a»';
SET ISOLATION TO DIRTY READ;
UPDATE STATISTICS MEDIUM FOR TABLE orders DISTRIBUTIONS ONLY;
DISCONNECT CURRENT;
$ dbaccess - sql/reindex.sql

Connected.

Isolation level set.

Statistics updated.
`, V{"a": g.pw()}, "stores7@ol_prod", "DISTRIBUTIONS ONLY")

	g.add("legacy/informix-4gl-connect", `
MAIN
    DEFINE l_pass CHAR(18)
    LET l_pass = "«a»"
    CONNECT TO "claims@ol_claims" USER "clm4gl" USING l_pass
    IF SQLCA.SQLCODE <> 0 THEN
        DISPLAY "connect failed: ", SQLCA.SQLCODE
        EXIT PROGRAM 1
    END IF
    CALL run_batch()
END MAIN
`, V{"a": g.an(12)}, "claims@ol_claims", "clm4gl")

	g.add("legacy/informix-jdbc-url", `
INFO  2024-06-11 07:02:11,418 [main] c.a.claims.DataSourceConfig - Informix datasource: jdbc:informix-sqli://ifxprd01.acme.example:9088/claims:INFORMIXSERVER=ol_claims;user=clmsvc;password=«a»;DB_LOCALE=en_US.819
INFO  2024-06-11 07:02:11,902 [main] c.a.claims.DataSourceConfig - pool started (min=4, max=32)
`, V{"a": g.pwURL()}, "ifxprd01.acme.example:9088", "DB_LOCALE=en_US.819")

	g.add("legacy/informix-netrc-remote", `
$ cat ~/.netrc
# used by Informix ESQL/C for the remote ol_claims instance
machine ifxprd01 login clmbatch password «a»
machine ifxdr01 login clmbatch password «a»
`, V{"a": g.pw()}, "ifxprd01", "clmbatch")

	g.add("legacy/progress-pf-file", `
$ cat /apps/mfg/etc/mfgprod.pf
# MFG/PRO production client startup
-db mfgprod -H mfgdb01.acme.example -S 20931 -N TCP
-U mfgbatch -P «a»
-db qaddb -ld qad -H mfgdb01.acme.example -S 20932
-U mfgbatch -P «a»
-d mdy -yy 1950
-mmax 8192 -s 200
`, V{"a": g.pwURL()}, "mfgdb01.acme.example", "-mmax 8192 -s 200")

	g.add("legacy/progress-abl-connect", `
/* connect_hist.p */
DEFINE VARIABLE cPwd AS CHARACTER NO-UNDO INITIAL "«a»".

CONNECT VALUE("-db mfghist -H mfgdb02 -S 20940 -U histro -P " + cPwd) NO-ERROR.
IF NOT CONNECTED("mfghist") THEN DO:
    MESSAGE "Cannot connect to mfghist:" ERROR-STATUS:GET-MESSAGE(1) VIEW-AS ALERT-BOX.
    QUIT.
END.
`, V{"a": g.pw()}, "connect_hist.p", "histro")

	g.add("legacy/progress-openedge-jdbc", `
openedge.url=jdbc:datadirect:openedge://mfgdb01.acme.example:20931;databaseName=mfgprod;defaultSchema=PUB
openedge.user=sqlreport
openedge.password=«a»
openedge.driver=com.ddtek.jdbc.openedge.OpenEdgeDriver
`, V{"a": g.pw()}, "com.ddtek.jdbc.openedge.OpenEdgeDriver", "sqlreport")
}

func (g *G) legacyDominoNovell() {
	g.add("legacy/domino-one-touch-setup-json", `
$ cat /local/notesdata/setup/domino-setup.json
{
  "serverSetup": {
    "server": {
      "type": "first",
      "name": "mail01",
      "domainName": "ACME",
      "title": "Mail server 01",
      "password": "«a»",
      "minPasswordLength": 0
    },
    "network": { "hostName": "mail01.acme.example", "enablePortEncryption": true },
    "org": {
      "orgName": "Acme",
      "certifierPassword": "«b»"
    },
    "admin": {
      "firstName": "Domino",
      "lastName": "Admin",
      "password": "«c»",
      "IDFilePath": "/local/notesdata/admin.id"
    }
  }
}
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pw()}, "mail01.acme.example", "/local/notesdata/admin.id")

	g.add("legacy/lotusscript-lsdo-connectto", `
Option Public
Uselsx "*LSXODBC"

Sub Initialize
	Dim con As New ODBCConnection
	Dim qry As New ODBCQuery
	Dim res As New ODBCResultSet
	If Not con.ConnectTo("HRDATA", "notes_hr", "«a»") Then
		Messagebox "Could not connect to HRDATA"
		Exit Sub
	End If
	Set qry.Connection = con
	qry.SQL = "SELECT EMPNO, LASTNAME FROM EMPLOYEE"
End Sub
`, V{"a": g.pw()}, "Uselsx \"*LSXODBC\"", "HRDATA")

	g.add("legacy/domino-java-agent-ldap-bind", `
// Agent: (Sync AD Groups) | Java | Scheduled daily 02:00 on mail01/ACME
Hashtable<String, String> env = new Hashtable<>();
env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
env.put(Context.PROVIDER_URL, "ldap://dc01.corp.acme.example:389");
env.put(Context.SECURITY_PRINCIPAL, "CN=svc_domino,OU=Service,DC=corp,DC=acme,DC=example");
env.put(Context.SECURITY_CREDENTIALS, "«a»");
DirContext ctx = new InitialDirContext(env);
`, V{"a": g.pwStrong()}, "CN=svc_domino,OU=Service,DC=corp,DC=acme,DC=example")

	g.add("legacy/netware-autoexec-ncf-remote", `
FS01:SYS:SYSTEM\> type AUTOEXEC.NCF
SET TIME ZONE = EST5EDT
SET DAYLIGHT SAVINGS TIME OFFSET = 1:00:00
FILE SERVER NAME FS01
IPX INTERNAL NET 0A1B2C3D
LOAD CONLOG
LOAD REMOTE «a»
LOAD RSPX
MOUNT ALL
`, V{"a": g.an(10)}, "IPX INTERNAL NET 0A1B2C3D", "FILE SERVER NAME FS01")

	g.add("legacy/edirectory-ldapsearch", `
$ ldapsearch -x -H ldaps://edir01.acme.example:636 -D "cn=admin,o=acme" -w '«a»' -b "ou=users,o=acme" "(loginDisabled=FALSE)" cn fullName
# extended LDIF
#
# LDAPv3
# base <ou=users,o=acme> with scope subtree
dn: cn=jsmith,ou=users,o=acme
cn: jsmith
fullName: John Smith
`, V{"a": g.pwStrong()}, "cn=admin,o=acme", "ldaps://edir01.acme.example:636")

	g.add("legacy/edirectory-ndsconfig-add", `
# ./ndsconfig add -t ACME-TREE -n ou=servers.o=acme -a admin.o=acme -w «a» -S oes02 -B 10.20.1.42@524
Configuring NetIQ eDirectory server [oes02.servers.acme] into the tree [ACME-TREE]...
The instance at /etc/opt/novell/eDirectory/conf/nds.conf is successfully configured.
`, V{"a": g.pwURL()}, "ACME-TREE", "/etc/opt/novell/eDirectory/conf/nds.conf")

	g.add("legacy/zenworks-zman-credentials", `
$ zman workstation-list -U Administrator -P «a» --terse | head -5
Name,Type,Status,Last Contact
WS-ACCT-014,Workstation,Managed,6/10/24 4:11 PM
WS-ACCT-015,Workstation,Managed,6/10/24 4:13 PM
WS-LAB-102,Workstation,Retired,2/02/22 9:01 AM
`, V{"a": g.pw()}, "WS-ACCT-014", "zman workstation-list")
}

func (g *G) legacyUnix() {
	g.add("legacy/solaris-shadow-des-and-sha256", `
# cat /etc/shadow
root:«a»:19510::::::
daemon:NP:6445::::::
bin:NP:6445::::::
oracle:«b»:19601::::::
ftpxfer:«c»:19145:7:91:7:::
nobody:*LK*:6445::::::
`, V{"a": g.lgSHA256c(), "b": g.lgDES(), "c": g.lgMD5()}, "nobody:*LK*:6445::::::", "daemon:NP:6445::::::")

	g.add("legacy/aix-security-passwd", `
# cat /etc/security/passwd
root:
        password = «a»
        lastupdate = 1681204412
        flags =

db2inst1:
        password = «b»
        lastupdate = 1699038121
        flags = ADMCHG

guest:
        password = *
`, V{"a": g.lgDES(), "b": "{ssha512}06$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "lastupdate = 1681204412", "flags = ADMCHG")

	g.add("legacy/aix-chpasswd-pipe", `
# for u in appsvc batch01; do echo "$u:«a»" | chpasswd -c; done
# pwdadm -q appsvc
appsvc:
        lastupdate = 1718096602
        flags = ADMCHG
`, V{"a": g.pw()}, "pwdadm -q appsvc", "lastupdate = 1718096602")

	g.add("legacy/hpux-tcb-auth-file", `
# cat /tcb/files/auth/r/root
root:u_name=root:u_id#0:\
        :u_pwd=«a»:\
        :u_auditid#0:\
        :u_auditflag#1:\
        :u_succhg#1609459200:u_unsucchg#1617235201:u_pswduser=root:u_suclog#1718092711:\
        :u_suctty=pts/ta:u_unsuclog#1716890011:u_unsuctty=ssh:u_lock@:chkent:
`, V{"a": g.lgDES()}, "/tcb/files/auth/r/root", "u_suclog#1718092711")

	g.add("legacy/nis-ypcat-passwd", `
$ ypcat passwd | grep -E '^(jsmith|oracle|build):'
jsmith:«a»:1042:100:John Smith:/home/jsmith:/bin/ksh
oracle:«b»:501:501:Oracle Owner:/u01/app/oracle:/bin/ksh
build:«c»:2001:200:Build Account:/export/home/build:/bin/sh
$ ypwhich
nis01.acme.example
`, V{"a": g.lgDES(), "b": g.lgMD5(), "c": g.lgDES()}, "nis01.acme.example", "/u01/app/oracle:/bin/ksh")

	g.add("legacy/expect-telnet-autologin", `
#!/usr/bin/expect -f
# restart_switch_port.exp - still used by the NOC runbook
set timeout 20
spawn telnet 10.12.0.3
expect "Username:"
send "netops\r"
expect "Password:"
send "«a»\r"
expect ">"
send "enable\r"
expect "Password:"
send "«b»\r"
expect "#"
send "conf t\r"
`, V{"a": g.pw(), "b": g.an(12)}, "restart_switch_port.exp", "netops")

	g.add("legacy/smbpasswd-pipe-samba3", `
# (echo «a»; echo «a») | smbpasswd -s -a scanner
Added user scanner.
# pdbedit -L -v scanner | egrep 'Unix username|Account Flags|Password last set'
Unix username:        scanner
Account Flags:        [U          ]
Password last set:    Tue, 11 Jun 2024 10:22:05 EDT
`, V{"a": g.pwURL()}, "Account Flags:        [U          ]")

	g.add("legacy/linux-passwd-stdin-kickstart", `
# ks.cfg (RHEL 5 kickstart, still in the PXE tree)
install
nfs --server=10.1.1.5 --dir=/exports/rhel5.11
lang en_US.UTF-8
keyboard us
rootpw --iscrypted «a»
authconfig --enableshadow --enablemd5
%post
echo "«b»" | passwd --stdin ops
`, V{"a": g.lgMD5(), "b": g.pw()}, "--dir=/exports/rhel5.11", "authconfig --enableshadow --enablemd5")

	g.add("legacy/sco-rsh-backup-cron-with-mysql", `
$ crontab -l
# m h dom mon dow command
15 1 * * * /usr/bin/rsh bkup01 -l backup "/usr/local/bin/dump_tapes.sh" > /dev/null 2>&1
30 1 * * * /usr/local/mysql/bin/mysqldump -u backup -p«a» --all-databases | gzip > /backup/mysql_$(date +\%a).sql.gz
0 6 * * 1 /usr/local/bin/rotate_logs.sh
`, V{"a": g.an(12)}, "dump_tapes.sh", "/usr/local/bin/rotate_logs.sh")
}

func (g *G) legacyPerl() {
	g.add("legacy/perl-cgi-dbi-mysql", `
#!/usr/bin/perl -w
# /var/www/cgi-bin/orderstatus.cgi
use strict;
use CGI qw(:standard);
use DBI;

my $q   = CGI->new;
my $dbh = DBI->connect("DBI:mysql:database=shop;host=db01.acme.example;port=3306",
                       "shopweb", "«a»", { RaiseError => 1, AutoCommit => 1 })
    or die "Cannot connect: $DBI::errstr";
my $sth = $dbh->prepare("SELECT status FROM orders WHERE order_no = ?");
$sth->execute($q->param('order'));
print header('text/plain'), ($sth->fetchrow_array)[0], "\n";
`, V{"a": g.pw()}, "/var/www/cgi-bin/orderstatus.cgi", "db01.acme.example")

	g.add("legacy/perl-dbi-oracle-single-quoted", `
my $dbh = DBI->connect('dbi:Oracle:FINPRD', 'glread', '«a»',
    { PrintError => 0, RaiseError => 1, LongReadLen => 65536 });
`, V{"a": g.an(10)}, "dbi:Oracle:FINPRD", "LongReadLen => 65536")

	g.add("legacy/perl-config-pl-hash", `
# lib/Acme/Config.pm  -- do not check in! (it was checked in, 2004)
package Acme::Config;
our %CFG = (
    db_dsn      => 'dbi:Sybase:server=TRDSYB01;database=TRADEDB',
    db_user     => 'trd_web',
    db_pass     => '«a»',
    smtp_host   => 'mailhub.acme.example',
    admin_email => 'webmaster@acme.example',
    session_key => '«b»',
    upload_dir  => '/var/www/uploads',
);
1;
`, V{"a": g.pw(), "b": g.hex(32)}, "dbi:Sybase:server=TRDSYB01;database=TRADEDB", "webmaster@acme.example")

	g.add("legacy/perl-net-ftp-login", `
use Net::FTP;

my $ftp = Net::FTP->new("ftp.edi-partner.example", Debug => 0, Passive => 1)
    or die "Cannot connect: $@";
$ftp->login("ACME_EDI", "«a»")
    or die "Cannot login ", $ftp->message;
$ftp->cwd("/outbound/850");
$ftp->binary;
foreach my $f ($ftp->ls("*.edi")) { $ftp->get($f, "/data/edi/in/$f"); }
$ftp->quit;
`, V{"a": g.pwURL()}, "ftp.edi-partner.example", "/outbound/850")

	g.add("legacy/perl-net-telnet-router", `
use Net::Telnet ();
my $t = Net::Telnet->new(Timeout => 15, Prompt => '/[#>] ?$/');
$t->open("rtr-branch17.acme.example");
$t->login("backup", "«a»");
my @cfg = $t->cmd("show running-config");
`, V{"a": g.pw()}, "rtr-branch17.acme.example", "show running-config")

	g.add("legacy/apache-perlsetvar-dbpassword", `
# /etc/httpd/conf.d/intranet.conf
<Location /intranet>
    SetHandler perl-script
    PerlResponseHandler Acme::Intranet
    PerlSetVar DBUser intranet
    PerlSetVar DBPassword «a»
    PerlSetVar DBName "dbi:Pg:dbname=intranet;host=pg01"
    AuthType Basic
    AuthName "Acme Intranet"
    AuthUserFile /etc/httpd/htpasswd.intranet
    Require valid-user
</Location>
`, V{"a": g.pwURL()}, "/etc/httpd/htpasswd.intranet", "PerlSetVar DBUser intranet")

	g.add("legacy/perl-net-ldap-bind", `
my $ldap = Net::LDAP->new('ldap.acme.example', version => 3) or die "$@";
my $mesg = $ldap->bind('uid=phonebook,ou=apps,dc=acme,dc=example', password => '«a»');
$mesg->code && die $mesg->error;
my $res = $ldap->search(base => 'ou=people,dc=acme,dc=example', filter => '(telephoneNumber=*)');
`, V{"a": g.pwStrong()}, "uid=phonebook,ou=apps,dc=acme,dc=example", "(telephoneNumber=*)")

	g.add("legacy/perl-cgi-error-log-dsn", `
[Tue Jun 11 09:17:44 2024] [error] [client 10.8.4.21] DBI connect('database=shop;host=db01.acme.example','shopweb',...) failed: Too many connections at /var/www/cgi-bin/orderstatus.cgi line 9, referer: http://intranet/orders.html
[Tue Jun 11 09:17:44 2024] [error] [client 10.8.4.21] Premature end of script headers: orderstatus.cgi
[Tue Jun 11 09:18:02 2024] [error] [client 10.8.4.30] DBD::mysql::st execute failed: Access denied for user 'shopweb'@'web02' (using password: YES) at /var/www/cgi-bin/admin.cgi line 44, query was: SET PASSWORD FOR 'report'@'%' = PASSWORD('«a»')
`, V{"a": g.pw()}, "Premature end of script headers: orderstatus.cgi", "(using password: YES)")

	g.add("legacy/perl-mail-sendmail-smtp-auth", `
use Net::SMTP;
my $smtp = Net::SMTP->new('smtp.acme.example', Port => 25, Timeout => 30);
$smtp->auth('alerts@acme.example', '«a»');
$smtp->mail('alerts@acme.example');
$smtp->to('ops@acme.example');
`, V{"a": g.pw()}, "smtp.acme.example", "alerts@acme.example")
}

func (g *G) legacyMicrosoft() {
	g.add("legacy/asp-global-asa-connstr", `
<SCRIPT LANGUAGE="VBScript" RUNAT="Server">
Sub Application_OnStart
    Application("ConnStr") = "Provider=SQLOLEDB.1;Data Source=SQL2K-01;Initial Catalog=Intranet;User ID=sa;Password=«a»;"
    Application("SiteName") = "Acme Intranet"
    Application("Visitors") = 0
End Sub

Sub Session_OnStart
    Session.Timeout = 30
End Sub
</SCRIPT>
`, V{"a": g.pw()}, "Initial Catalog=Intranet", "Acme Intranet")

	g.add("legacy/asp-include-dbconn-inc", `
<%
' /includes/dbconn.inc  - included by every page
Dim objConn
Set objConn = Server.CreateObject("ADODB.Connection")
objConn.ConnectionTimeout = 15
objConn.Open "DRIVER={SQL Server};SERVER=10.2.0.15;DATABASE=Catalog;UID=webcat;PWD=«a»"
%>
`, V{"a": g.an(12)}, "/includes/dbconn.inc", "DATABASE=Catalog")

	g.add("legacy/aspnet11-web-config-identity", `
<?xml version="1.0" encoding="utf-8" ?>
<configuration>
  <appSettings>
    <add key="ReportServerUrl" value="http://rpt01/ReportServer" />
    <add key="ConnectionString" value="server=SQL2K-01;database=Claims;uid=claimsweb;pwd=«a»" />
  </appSettings>
  <system.web>
    <compilation defaultLanguage="vb" debug="true" />
    <identity impersonate="true" userName="ACME\svc_claimsweb" password="«b»" />
    <sessionState mode="SQLServer" sqlConnectionString="data source=SQL2K-02;user id=aspstate;password=«c»" cookieless="false" timeout="20" />
  </system.web>
</configuration>
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.an(12)}, "http://rpt01/ReportServer", "ACME\\svc_claimsweb")

	g.add("legacy/vb6-module-bas-connection", `
Attribute VB_Name = "modData"
Option Explicit

Public cn As ADODB.Connection
Private Const DB_SERVER As String = "SQL2K-01"
Private Const DB_USER As String = "invapp"
Private Const DB_PASS As String = "«a»"

Public Sub OpenDB()
    Set cn = New ADODB.Connection
    cn.CursorLocation = adUseClient
    cn.Open "Provider=SQLOLEDB;Data Source=" & DB_SERVER & ";Initial Catalog=Inventory;User ID=" & DB_USER & ";Password=" & DB_PASS & ";"
End Sub
`, V{"a": g.pw()}, "Attribute VB_Name = \"modData\"", "Initial Catalog=Inventory")

	g.add("legacy/vbscript-adsi-setpassword", `
' reset_kiosk_accounts.vbs - scheduled task on DC02, runs as ACME\svc_kiosk
Set objUser = GetObject("LDAP://CN=kiosk-lobby,OU=Kiosks,DC=acme,DC=local")
objUser.SetPassword "«a»"
objUser.Put "pwdLastSet", -1
objUser.SetInfo
WScript.Echo "Reset " & objUser.Get("sAMAccountName")
`, V{"a": g.pw()}, "LDAP://CN=kiosk-lobby,OU=Kiosks,DC=acme,DC=local", "ACME\\svc_kiosk")

	g.add("legacy/vbscript-mapdrive-and-runas", `
' logon.vbs (GPO: Default Domain Policy > User Logon)
Set objNetwork = CreateObject("WScript.Network")
objNetwork.MapNetworkDrive "S:", "\\fs01\shared"
objNetwork.MapNetworkDrive "R:", "\\fs02\reports", False, "ACME\rptreader", "«a»"
Set objShell = CreateObject("WScript.Shell")
objShell.Run "cmd /c \\fs01\netlogon\inventory.exe /silent", 0, False
`, V{"a": g.pw()}, "\\\\fs02\\reports", "ACME\\rptreader")

	g.add("legacy/vbscript-complus-identity", `
' set_complus_identity.vbs - run after each OrderEngine deployment
Set cat  = CreateObject("COMAdmin.COMAdminCatalog")
Set apps = cat.GetCollection("Applications")
apps.Populate
For Each app In apps
    If app.Name = "Acme.OrderEngine" Then
        app.Value("Identity") = "ACME\svc_orderengine"
        app.Value("Password") = "«a»"
        app.Value("ApplicationAccessChecksEnabled") = True
    End If
Next
apps.SaveChanges
`, V{"a": g.pwStrong()}, "COMAdmin.COMAdminCatalog", "ACME\\svc_orderengine")

	g.add("legacy/powershell-dcom-runas-set", `
PS C:\> $appid = '{«_g»}'
PS C:\> # legacy OPC server needs to run as the plant account, not interactive user
PS C:\> $app = Get-WmiObject -Class Win32_DCOMApplicationSetting -Filter "AppID='$appid'"
PS C:\> $app.Caption
Matrikon OPC Server for Simulation
PS C:\> cmd /c "dcomperm.exe -runas $appid PLANT\svc_opc «a»"
Successfully set the RunAs for the AppID.
`, V{"_g": strings.ToUpper(g.uuid()), "a": g.pw()}, "PLANT\\svc_opc", "Matrikon OPC Server for Simulation")

	g.add("legacy/odbc-file-dsn", `
C:\> type "C:\Program Files\Common Files\ODBC\Data Sources\Billing.dsn"
[ODBC]
DRIVER=SQL Server
UID=billrpt
PWD=«a»
DATABASE=Billing
WSID=ACCT-PC14
APP=Microsoft Office 2003
SERVER=SQL2K-01
Description=Billing reports (Access front end)
`, V{"a": g.pw()}, "WSID=ACCT-PC14", "APP=Microsoft Office 2003")

	g.add("legacy/odbc-registry-export", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\WAREHOUSE]
"Driver"="C:\\WINDOWS\\system32\\SQLSRV32.dll"
"Server"="SQL2K-03"
"Database"="Warehouse"
"LastUser"="whrpt"
"Trusted_Connection"="No"

[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\AS400]
"Driver"="C:\\Program Files\\IBM\\Client Access\\cwbodbc.dll"
"System"="AS400PRD"
"UserID"="RPTODBC"
"Password"="«a»"
`, V{"a": g.lgRacf()}, "HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\WAREHOUSE", "\"LastUser\"=\"whrpt\"")

	g.add("legacy/sql2000-dtsrun-and-osql", `
C:\Jobs> type nightly.cmd
@echo off
dtsrun /S SQL2K-01 /U sa /P «a» /N "Load Warehouse" /M "«b»"
osql -S SQL2K-01 -U sa -P «a» -d Warehouse -Q "EXEC usp_rebuild_aggregates" -o C:\Jobs\logs\agg.log
if errorlevel 1 goto fail
`, V{"a": g.pwURL(), "b": g.pw()}, "usp_rebuild_aggregates", "Load Warehouse")

	g.add("legacy/crystal-reports-setdatabaselogon", `
' ReportViewer.aspx.vb  (Crystal Reports for .NET 2003)
Dim rpt As New ReportDocument()
rpt.Load(Server.MapPath("Reports/AgingSummary.rpt"))
rpt.SetDatabaseLogon("crystal_ro", "«a»", "SQL2K-01", "Billing")
Dim ci As New ConnectionInfo()
ci.ServerName = "FINPRD"
ci.UserID = "rptuser"
ci.Password = "«b»"
CrystalReportViewer1.ReportSource = rpt
`, V{"a": g.pw(), "b": g.an(10)}, "Reports/AgingSummary.rpt", "crystal_ro")

	g.add("legacy/iis6-metabase-anonymous-pass", `
C:\WINDOWS\system32\inetsrv> findstr /i /c:"AnonymousUser" MetaBase.xml
		AnonymousUserName="IUSR_WEB01"
		AnonymousUserPass="«a»"
C:\WINDOWS\system32\inetsrv> cscript adsutil.vbs GET W3SVC/1/Root/AnonymousUserName
AnonymousUserName               : (STRING) "IUSR_WEB01"
`, V{"a": g.an(20)}, "IUSR_WEB01", "cscript adsutil.vbs GET W3SVC/1/Root/AnonymousUserName")

	g.add("legacy/schtasks-create-with-rp", `
C:\> schtasks /create /tn "Nightly ERP Export" /tr "C:\ERP\bin\export.exe /all" /sc daily /st 01:30 /ru ACME\svc_erp /rp «a»
SUCCESS: The scheduled task "Nightly ERP Export" has successfully been created.
`, V{"a": g.pw()}, "Nightly ERP Export", "ACME\\svc_erp")

	g.add("legacy/sc-config-service-password", `
C:\> sc \\APP03 config "AcmeLicenseSvc" obj= "ACME\svc_license" password= "«a»"
[SC] ChangeServiceConfig SUCCESS
C:\> sc \\APP03 start AcmeLicenseSvc

SERVICE_NAME: AcmeLicenseSvc
        TYPE               : 10  WIN32_OWN_PROCESS
        STATE              : 2  START_PENDING
        PID                : 4412
`, V{"a": g.pwStrong()}, "[SC] ChangeServiceConfig SUCCESS", "ACME\\svc_license")
}

func (g *G) legacyDesktop() {
	g.add("legacy/delphi-app-ini", `
; C:\Program Files\AcmeStock\AcmeStock.ini
[General]
Version=4.2.118
LastUser=mgarcia
Language=PT

[Database]
Driver=MSSQL
Server=SQL2K-01
Database=Stock
User=stockapp
Password=«a»
LoginPrompt=0

[Printer]
LabelPrinter=\\PRN02\ZebraZ4M
`, V{"a": g.pw()}, "Version=4.2.118", "\\\\PRN02\\ZebraZ4M")

	g.add("legacy/delphi-dfm-adoconnection", `
object dmMain: TdmMain
  OldCreateOrder = False
  Height = 300
  Width = 420
  object ADOConnection1: TADOConnection
    ConnectionString =
      'Provider=SQLOLEDB.1;Password=«a»;Persist Security Info=True;U' +
      'ser ID=stockapp;Initial Catalog=Stock;Data Source=SQL2K-01'
    LoginPrompt = False
    Provider = 'SQLOLEDB.1'
    Left = 40
    Top = 24
  end
end
`, V{"a": g.pw()}, "object ADOConnection1: TADOConnection", "Provider = 'SQLOLEDB.1'")

	g.add("legacy/delphi-dbxconnections-ini", `
[Stock_IB]
DriverName=Interbase
Database=db01:/opt/firebird/data/STOCK.GDB
RoleName=RoleName
User_Name=SYSDBA
Password=«a»
ServerCharSet=WIN1252
SQLDialect=3
BlobSize=-1
CommitRetain=False
WaitOnLocks=True
`, V{"a": g.an(8)}, "db01:/opt/firebird/data/STOCK.GDB", "User_Name=SYSDBA")

	g.add("legacy/bde-idapi-alias-config", `
C:\> type "C:\Program Files\Common Files\Borland Shared\BDE\aliases.txt"
ALIAS: PAYROLL
    TYPE        = ORACLE
    SERVER NAME = PAYPRD
    USER NAME   = PAYAPP
    NET PROTOCOL = TNS
    OPEN MODE   = READ/WRITE
    PASSWORD    = «a»
ALIAS: DBDEMOS
    TYPE        = STANDARD
    PATH        = C:\Program Files\Common Files\Borland Shared\Data
`, V{"a": g.an(10)}, "SERVER NAME = PAYPRD", "ALIAS: DBDEMOS")

	g.add("legacy/powerbuilder-sqlca-script", `
// Open event of w_main (PowerBuilder 9)
SQLCA.DBMS       = "ODBC"
SQLCA.AutoCommit = False
SQLCA.DBParm     = "ConnectString='DSN=FLEET;UID=fleetapp;PWD=«a»'"
CONNECT USING SQLCA;
IF SQLCA.SQLCode <> 0 THEN
	MessageBox("Connect Error", SQLCA.SQLErrText, StopSign!)
	HALT CLOSE
END IF
`, V{"a": g.pw()}, "DSN=FLEET", "StopSign!")

	g.add("legacy/powerbuilder-pb-ini", `
[Database]
DBMS=O90 Oracle9i (9.0.1)
ServerName=FLEETPRD
LogId=fleetapp
LogPassword=«a»
Database=
UserId=
DatabasePassword=
Lock=
DbParm=PBCatalogOwner='FLEETAPP'
AutoCommit=false

[Application]
AppName=Fleet Manager
`, V{"a": g.an(10)}, "DBMS=O90 Oracle9i (9.0.1)", "PBCatalogOwner='FLEETAPP'")

	g.add("legacy/access-mdb-jet-database-password", `
' modLinkTables.bas (Access 2003 front end)
Public Const BACKEND = "\\fs01\apps\Scheduling\Sched_be.mdb"
Public Function OpenBackend() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.Open "Provider=Microsoft.Jet.OLEDB.4.0;Data Source=" & BACKEND & ";" & _
            "Jet OLEDB:Database Password=«a»;" & _
            "Jet OLEDB:System database=\\fs01\apps\Scheduling\Secured.mdw;User ID=schedadmin;Password=«b»;"
    Set OpenBackend = cn
End Function
`, V{"a": g.an(10), "b": g.pw()}, "\\\\fs01\\apps\\Scheduling\\Sched_be.mdb", "Microsoft.Jet.OLEDB.4.0")

	g.add("legacy/access-ace-csharp-connection", `
var cs = @"Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\Data\Legacy\Quotes2007.accdb;Jet OLEDB:Database Password=«a»;Persist Security Info=False;";
using var conn = new OleDbConnection(cs);
conn.Open();
`, V{"a": g.pw()}, "C:\\Data\\Legacy\\Quotes2007.accdb", "Persist Security Info=False;")

	g.add("legacy/access-linked-table-connect-string", `
? CurrentDb.TableDefs("dbo_Invoices").Connect
ODBC;DRIVER=SQL Server;SERVER=SQL2K-01;UID=accessfe;PWD=«a»;APP=Microsoft Office 2003;WSID=ACCT-PC09;DATABASE=Billing
? CurrentDb.TableDefs("tblLocalNotes").Connect

`, V{"a": g.pw()}, "dbo_Invoices", "WSID=ACCT-PC09")

	g.add("legacy/foxpro-sqlstringconnect", `
* startup.prg (Visual FoxPro 9)
SET EXCLUSIVE OFF
SET DELETED ON
lnHandle = SQLSTRINGCONNECT("Driver={SQL Server};Server=SQL2K-01;Database=Dispatch;Uid=vfpapp;Pwd=«a»")
IF lnHandle < 1
   MESSAGEBOX("Cannot connect to Dispatch", 16, "Startup")
   QUIT
ENDIF
`, V{"a": g.pw()}, "Database=Dispatch", "SET DELETED ON")

	g.add("legacy/clarion-dct-owner-attribute", `
! DISPATCH.CLW - generated by Clarion 6.3
Orders               FILE,DRIVER('MSSQL'),OWNER('SQL2K-01,Dispatch,clarion,«a»'),NAME('dbo.Orders'),PRE(ORD),BINDABLE,THREAD
KeyOrderNo             KEY(ORD:OrderNo),NOCASE,OPT,PRIMARY
Record                 RECORD,PRE()
OrderNo                  LONG
CustNo                   LONG
                       END
                     END
`, V{"a": g.pw()}, "NAME('dbo.Orders')", "KeyOrderNo")
}

func (g *G) legacyJava() {
	g.add("legacy/web-xml-context-param-password", `
<?xml version="1.0" encoding="ISO-8859-1"?>
<!DOCTYPE web-app PUBLIC "-//Sun Microsystems, Inc.//DTD Web Application 2.3//EN"
    "http://java.sun.com/dtd/web-app_2_3.dtd">
<web-app>
  <display-name>Claims Portal</display-name>
  <context-param>
    <param-name>db.url</param-name>
    <param-value>jdbc:oracle:thin:@clmora01:1521:CLMPRD</param-value>
  </context-param>
  <context-param>
    <param-name>db.user</param-name>
    <param-value>clmweb</param-value>
  </context-param>
  <context-param>
    <param-name>db.password</param-name>
    <param-value>«a»</param-value>
  </context-param>
  <servlet>
    <servlet-name>action</servlet-name>
    <servlet-class>org.apache.struts.action.ActionServlet</servlet-class>
  </servlet>
</web-app>
`, V{"a": g.pw()}, "jdbc:oracle:thin:@clmora01:1521:CLMPRD", "org.apache.struts.action.ActionServlet")

	g.add("legacy/web-xml-servlet-init-param-smtp", `
  <servlet>
    <servlet-name>MailerServlet</servlet-name>
    <servlet-class>com.acme.mail.MailerServlet</servlet-class>
    <init-param>
      <param-name>smtpHost</param-name>
      <param-value>mailhub.acme.example</param-value>
    </init-param>
    <init-param>
      <param-name>smtpPassword</param-name>
      <param-value>«a»</param-value>
    </init-param>
    <load-on-startup>2</load-on-startup>
  </servlet>
`, V{"a": g.pwURL()}, "com.acme.mail.MailerServlet", "mailhub.acme.example")

	g.add("legacy/jboss-login-config-xml", `
<!-- server/default/conf/login-config.xml (JBoss AS 4.2) -->
<application-policy name="ClaimsRealm">
  <authentication>
    <login-module code="org.jboss.security.auth.spi.LdapLoginModule" flag="required">
      <module-option name="java.naming.provider.url">ldap://dc01.acme.local:389/</module-option>
      <module-option name="bindDN">CN=svc_jboss,OU=Service Accounts,DC=acme,DC=local</module-option>
      <module-option name="bindCredential">«a»</module-option>
      <module-option name="baseCtxDN">OU=Users,DC=acme,DC=local</module-option>
      <module-option name="roleAttributeID">memberOf</module-option>
    </login-module>
  </authentication>
</application-policy>
`, V{"a": g.pwStrong()}, "org.jboss.security.auth.spi.LdapLoginModule", "CN=svc_jboss,OU=Service Accounts,DC=acme,DC=local")

	g.add("legacy/jboss-secureidentity-encrypted", `
<application-policy name="EncryptDBPassword">
  <authentication>
    <login-module code="org.jboss.resource.security.SecureIdentityLoginModule" flag="required">
      <module-option name="username">clmapp</module-option>
      <module-option name="password">«a»</module-option>
      <module-option name="managedConnectionFactoryName">jboss.jca:service=LocalTxCM,name=ClaimsDS</module-option>
    </login-module>
  </authentication>
</application-policy>
`, V{"a": "-" + g.hex(31)}, "jboss.jca:service=LocalTxCM,name=ClaimsDS")

	g.add("legacy/jboss-oracle-ds-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<!-- deploy/claims-oracle-ds.xml -->
<datasources>
  <local-tx-datasource>
    <jndi-name>ClaimsDS</jndi-name>
    <connection-url>jdbc:oracle:thin:@clmora01:1521:CLMPRD</connection-url>
    <driver-class>oracle.jdbc.driver.OracleDriver</driver-class>
    <user-name>clmapp</user-name>
    <password>«a»</password>
    <min-pool-size>5</min-pool-size>
    <max-pool-size>50</max-pool-size>
    <exception-sorter-class-name>org.jboss.resource.adapter.jdbc.vendor.OracleExceptionSorter</exception-sorter-class-name>
  </local-tx-datasource>
</datasources>
`, V{"a": g.an(12)}, "<jndi-name>ClaimsDS</jndi-name>", "org.jboss.resource.adapter.jdbc.vendor.OracleExceptionSorter")

	g.add("legacy/weblogic-boot-properties-plain", `
$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties
username=weblogic
password=«a»
$ ./startWebLogic.sh
<Jun 11, 2024 10:02:14 AM EDT> <Notice> <WebLogicServer> <BEA-000365> <Server state changed to STARTING.>
<Jun 11, 2024 10:02:31 AM EDT> <Notice> <WebLogicServer> <BEA-000360> <The server started in RUNNING mode.>
`, V{"a": g.pw()}, "<BEA-000360>", "servers/AdminServer/security/boot.properties")

	g.add("legacy/weblogic-wlst-connect", `
$ cat deploy_claims.py
connect('weblogic', '«a»', 't3://wlsadm01.acme.example:7001')
edit()
startEdit()
deploy('claims', '/stage/claims-2.14.ear', targets='ClaimsCluster', upload='true')
save()
activate(block='true')
disconnect()
$ $WL_HOME/common/bin/wlst.sh deploy_claims.py
Initializing WebLogic Scripting Tool (WLST) ...
Connecting to t3://wlsadm01.acme.example:7001 with userid weblogic ...
Successfully connected to Admin Server "AdminServer" that belongs to domain "claims_domain".
`, V{"a": g.pw()}, "t3://wlsadm01.acme.example:7001", "claims_domain")

	g.add("legacy/weblogic-jdbc-descriptor-encrypted-and-plain", `
<!-- config/jdbc/ClaimsDS-jdbc.xml -->
<jdbc-data-source xmlns="http://xmlns.oracle.com/weblogic/jdbc-data-source">
  <name>ClaimsDS</name>
  <jdbc-driver-params>
    <url>jdbc:oracle:thin:@clmora01:1521:CLMPRD</url>
    <driver-name>oracle.jdbc.xa.client.OracleXADataSource</driver-name>
    <properties>
      <property><name>user</name><value>clmapp</value></property>
      <property><name>password</name><value>«a»</value></property>
    </properties>
    <password-encrypted>{AES}«_e»</password-encrypted>
  </jdbc-driver-params>
</jdbc-data-source>
`, V{"a": g.an(12), "_e": g.b64(48)}, "oracle.jdbc.xa.client.OracleXADataSource")

	g.add("legacy/websphere-security-xml-xor", `
$ grep -n 'password=' $WAS_HOME/profiles/AppSrv01/config/cells/acmeCell01/security.xml | cut -c1-220
112:    <authDataEntries xmi:id="JAASAuthData_1" alias="acmeNode01/ClaimsDBAuth" userId="clmapp" password="«a»" description="Claims DB2"/>
113:    <authDataEntries xmi:id="JAASAuthData_2" alias="acmeNode01/MQAuth" userId="mqclaim" password="«b»" description=""/>
240:      <userRegistries xmi:type="security:LDAPUserRegistry" xmi:id="LDAPUserRegistry_1" serverId="" serverPassword="«c»" realm="ldap.acme.local:389" primaryAdminId="wasadmin" bindDN="cn=wasbind,ou=svc,dc=acme,dc=local" bindPassword="«d»"/>
`, V{"a": lgXor(g.pw()), "b": lgXor(g.an(12)), "c": lgXor(g.pwStrong()), "d": lgXor(g.pwStrong())}, "acmeNode01/ClaimsDBAuth", "cn=wasbind,ou=svc,dc=acme,dc=local")

	g.add("legacy/websphere-soap-client-props", `
# $WAS_HOME/profiles/Dmgr01/properties/soap.client.props
com.ibm.SOAP.securityEnabled=true
com.ibm.SOAP.authenticationTarget=BasicAuth
com.ibm.SOAP.loginUserid=wasadmin
com.ibm.SOAP.loginPassword=«a»
com.ibm.SOAP.loginSource=properties
com.ibm.SOAP.requestTimeout=180
`, V{"a": g.pw()}, "com.ibm.SOAP.loginUserid=wasadmin", "com.ibm.SOAP.requestTimeout=180")

	g.add("legacy/websphere-wsadmin-command", `
$ ./wsadmin.sh -lang jython -user wasadmin -password «a» -f scripts/restart_cluster.py ClaimsCluster
WASX7209I: Connected to process "dmgr" on node acmeCellManager01 using SOAP connector;  The type of process is: DeploymentManager
WASX7303I: The following options are passed to the scripting environment and are available as arguments that are stored in the argv variable: "[ClaimsCluster]"
Ripple start of ClaimsCluster requested.
`, V{"a": g.pw()}, "WASX7209I", "acmeCellManager01")

	g.add("legacy/tomcat-users-xml", `
<?xml version='1.0' encoding='utf-8'?>
<tomcat-users>
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="tomcat" password="«a»" roles="manager-gui"/>
  <user username="deployer" password="«b»" roles="manager-script"/>
  <!--
  <user username="role1" password="<must-be-changed>" roles="role1"/>
  -->
</tomcat-users>
`, V{"a": g.pw(), "b": g.pwStrong()}, "<must-be-changed>", "manager-script")

	g.add("legacy/tomcat-context-xml-resource", `
<Context path="/intranet" docBase="intranet" reloadable="false">
  <Resource name="jdbc/IntranetDB" auth="Container" type="javax.sql.DataSource"
            maxActive="30" maxIdle="10" maxWait="10000"
            username="intranet" password="«a»"
            driverClassName="com.mysql.jdbc.Driver"
            url="jdbc:mysql://db01.acme.example:3306/intranet?autoReconnect=true"/>
  <Realm className="org.apache.catalina.realm.JDBCRealm" driverName="com.mysql.jdbc.Driver"
         connectionURL="jdbc:mysql://db01.acme.example:3306/auth?user=realm&amp;password=«b»"
         userTable="users" userNameCol="user_name" userCredCol="user_pass"/>
</Context>
`, V{"a": g.pw(), "b": g.an(12)}, "jdbc/IntranetDB", "org.apache.catalina.realm.JDBCRealm")

	g.add("legacy/spring2-applicationcontext-datasource", `
<bean id="dataSource" class="org.apache.commons.dbcp.BasicDataSource" destroy-method="close">
    <property name="driverClassName" value="oracle.jdbc.driver.OracleDriver"/>
    <property name="url" value="jdbc:oracle:thin:@ordora01:1521:ORDPRD"/>
    <property name="username" value="ordapp"/>
    <property name="password" value="«a»"/>
    <property name="maxActive" value="25"/>
</bean>
<bean id="mailSender" class="org.springframework.mail.javamail.JavaMailSenderImpl">
    <property name="host" value="mailhub.acme.example"/>
    <property name="username" value="ordnotify"/>
    <property name="password" value="«b»"/>
</bean>
`, V{"a": g.an(12), "b": g.pw()}, "org.apache.commons.dbcp.BasicDataSource", "ordnotify")

	g.add("legacy/log4j-jdbc-and-smtp-appenders", `
log4j.appender.DB=org.apache.log4j.jdbc.JDBCAppender
log4j.appender.DB.URL=jdbc:mysql://logdb01:3306/applogs
log4j.appender.DB.driver=com.mysql.jdbc.Driver
log4j.appender.DB.user=log4j
log4j.appender.DB.password=«a»
log4j.appender.DB.sql=INSERT INTO LOGS VALUES('%x','%d','%C','%p','%m')
log4j.appender.MAIL=org.apache.log4j.net.SMTPAppender
log4j.appender.MAIL.SMTPHost=mailhub.acme.example
log4j.appender.MAIL.SMTPUsername=alerts
log4j.appender.MAIL.SMTPPassword=«b»
log4j.appender.MAIL.To=oncall@acme.example
`, V{"a": g.an(10), "b": g.pw()}, "org.apache.log4j.net.SMTPAppender", "oncall@acme.example")

	g.add("legacy/ant-build-xml-scp-sql", `
<target name="deploy-prod" depends="war">
    <scp file="dist/claims.war"
         todir="deploy@appprd01.acme.example:/opt/tomcat/webapps"
         password="«a»" trust="true"/>
    <sql driver="oracle.jdbc.OracleDriver"
         url="jdbc:oracle:thin:@clmora01:1521:CLMPRD"
         userid="clmapp" password="«b»"
         src="db/migrate/2024_06_patch.sql" onerror="abort"/>
</target>
`, V{"a": g.pw(), "b": g.an(12)}, "deploy@appprd01.acme.example:/opt/tomcat/webapps", "db/migrate/2024_06_patch.sql")

	g.add("legacy/java-hardcoded-drivermanager", `
public class LegacyDao {
    private static final String URL  = "jdbc:sqlserver://SQL2K-01:1433;databaseName=Billing";
    private static final String USER = "billapp";
    private static final String PASS = "«a»";

    protected Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASS);
    }
}
`, V{"a": g.pw()}, "jdbc:sqlserver://SQL2K-01:1433;databaseName=Billing", "billapp")

	g.add("legacy/hibernate-cfg-xml", `
<hibernate-configuration>
  <session-factory>
    <property name="hibernate.connection.driver_class">com.sybase.jdbc3.jdbc.SybDriver</property>
    <property name="hibernate.connection.url">jdbc:sybase:Tds:trdsyb01:5000/TRADEDB</property>
    <property name="hibernate.connection.username">trd_app</property>
    <property name="hibernate.connection.password">«a»</property>
    <property name="hibernate.dialect">org.hibernate.dialect.SybaseDialect</property>
    <mapping resource="com/acme/trade/Trade.hbm.xml"/>
  </session-factory>
</hibernate-configuration>
`, V{"a": g.pwStrong()}, "jdbc:sybase:Tds:trdsyb01:5000/TRADEDB", "com/acme/trade/Trade.hbm.xml")

	g.add("legacy/java-keystore-jvm-args-ps", `
$ ps -ef | grep [j]ava | tr ' ' '\n' | grep -E '^-D(javax|com.acme)'
-Djavax.net.ssl.keyStore=/opt/claims/conf/claims.jks
-Djavax.net.ssl.keyStorePassword=«a»
-Djavax.net.ssl.trustStore=/opt/claims/conf/cacerts
-Djavax.net.ssl.trustStorePassword=changeit
-Dcom.acme.env=PROD
`, V{"a": g.pwURL()}, "/opt/claims/conf/claims.jks", "-Dcom.acme.env=PROD")
}

func (g *G) legacyPHP() {
	g.add("legacy/phpmyadmin-config-inc", `
<?php
/* phpMyAdmin 2.11.9 config.inc.php */
$cfg['blowfish_secret'] = '«a»';
$i = 0;
$i++;
$cfg['Servers'][$i]['host']          = 'localhost';
$cfg['Servers'][$i]['connect_type']  = 'tcp';
$cfg['Servers'][$i]['extension']     = 'mysql';
$cfg['Servers'][$i]['auth_type']     = 'config';
$cfg['Servers'][$i]['user']          = 'root';
$cfg['Servers'][$i]['password']      = '«b»';
$cfg['Servers'][$i]['AllowNoPassword'] = false;
$cfg['UploadDir'] = '';
?>
`, V{"a": g.an(32), "b": g.pw()}, "phpMyAdmin 2.11.9", "$cfg['Servers'][$i]['auth_type']     = 'config';")

	g.add("legacy/php4-mysql-connect", `
<?php
// inc/db.php
$link = mysql_connect("db01", "webuser", "«a»") or die("Could not connect: " . mysql_error());
mysql_select_db("catalog", $link);
$result = mysql_query("SELECT * FROM products WHERE id = " . $_GET['id']);
?>
`, V{"a": g.an(10)}, "mysql_select_db(\"catalog\", $link);")

	g.add("legacy/oscommerce-configure-php", `
<?php
  define('HTTP_SERVER', 'http://shop.acme.example');
  define('HTTPS_SERVER', 'https://shop.acme.example');
  define('ENABLE_SSL', true);
  define('DIR_WS_CATALOG', '/catalog/');
  define('DB_SERVER', 'localhost');
  define('DB_SERVER_USERNAME', 'osc_shop');
  define('DB_SERVER_PASSWORD', '«a»');
  define('DB_DATABASE', 'osc_shop');
  define('USE_PCONNECT', 'false');
  define('STORE_SESSIONS', 'mysql');
?>
`, V{"a": g.pw()}, "http://shop.acme.example", "define('STORE_SESSIONS', 'mysql');")

	g.add("legacy/joomla15-configuration-php", `
<?php
class JConfig {
	var $offline = '0';
	var $sitename = 'Acme Parts';
	var $dbtype = 'mysql';
	var $host = 'localhost';
	var $user = 'joomla_parts';
	var $password = '«a»';
	var $db = 'joomla_parts';
	var $dbprefix = 'jos_';
	var $secret = '«b»';
	var $mailer = 'smtp';
	var $smtpuser = 'web@acme.example';
	var $smtppass = '«c»';
	var $smtphost = 'mailhub.acme.example';
	var $live_site = '';
}
?>
`, V{"a": g.pw(), "b": g.an(16), "c": g.pw()}, "var $dbprefix = 'jos_';", "Acme Parts")

	g.add("legacy/vbulletin-config-php", `
<?php
$config['Database']['dbtype'] = 'mysql';
$config['Database']['dbname'] = 'forum';
$config['Database']['tableprefix'] = 'vb_';
$config['MasterServer']['servername'] = 'db01';
$config['MasterServer']['port'] = 3306;
$config['MasterServer']['username'] = 'vbforum';
$config['MasterServer']['password'] = '«a»';
$config['Misc']['admincpdir'] = 'admincp';
$config['SpecialUsers']['superadministrators'] = '1';
`, V{"a": g.pwStrong()}, "$config['Misc']['admincpdir'] = 'admincp';")

	g.add("legacy/php-nuke-config", `
<?php
$dbhost = "localhost";
$dbuname = "nuke";
$dbpass = "«a»";
$dbname = "nuke";
$prefix = "nuke";
$user_prefix = "nuke";
$dbtype = "MySQL";
$sitekey = "«b»";
$admin_file = "admin";
?>
`, V{"a": g.an(10), "b": g.an(40)}, "$admin_file = \"admin\";")

	g.add("legacy/php-ldap-bind-intranet", `
<?php
$ds = ldap_connect("ldap://dc01.acme.local");
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
$bind = ldap_bind($ds, "ACME\\svc_phonebook", "«a»");
if (!$bind) { die("LDAP bind failed"); }
$sr = ldap_search($ds, "OU=Users,DC=acme,DC=local", "(telephoneNumber=*)");
`, V{"a": g.pw()}, "ldap://dc01.acme.local", "OU=Users,DC=acme,DC=local")
}

func (g *G) legacyBatch() {
	g.add("legacy/windows-ftp-s-script-file", `
C:\EDI> type send_invoices.cmd
@echo off
ftp -i -s:C:\EDI\ftp_commands.txt
C:\EDI> type ftp_commands.txt
open ftp.edi-partner.example
ACME_EDI
«a»
binary
cd /inbound/810
mput C:\EDI\out\*.810
bye
`, V{"a": g.pwURL()}, "ftp -i -s:C:\\EDI\\ftp_commands.txt", "/inbound/810")

	g.add("legacy/unix-ftp-n-heredoc", `
#!/bin/sh
# pull_bank_files.sh
HOST=ftp.bank-partner.example
ftp -inv $HOST <<END_SCRIPT
user acmecorp «a»
binary
cd /outgoing
mget BAI2_*.txt
quit
END_SCRIPT
exit 0
`, V{"a": g.pwURL()}, "ftp.bank-partner.example", "mget BAI2_*.txt")

	g.add("legacy/cron-wget-password", `
$ crontab -l -u reports
# pull the daily sales cube from the old Cognos box
05 6 * * * wget -q --user=rptpull --password='«a»' -O /data/cubes/sales_$(date +\%Y\%m\%d).mdc http://cognos01.acme.example/cubes/sales.mdc
45 6 * * * /usr/local/bin/load_cubes.sh >> /var/log/load_cubes.log 2>&1
`, V{"a": g.pwStrong()}, "http://cognos01.acme.example/cubes/sales.mdc", "/usr/local/bin/load_cubes.sh")

	g.add("legacy/cron-curl-u-ftp-upload", `
# /etc/cron.d/payroll-upload
MAILTO=ops@acme.example
30 18 * * 5 payroll /usr/bin/curl -s -T /data/payroll/out/ach_$(date +\%Y\%m\%d).txt -u acmepay:«a» ftp://ftp.payroll-bureau.example/in/
`, V{"a": g.pwURL()}, "/etc/cron.d/payroll-upload", "ftp://ftp.payroll-bureau.example/in/")

	g.add("legacy/smbclient-user-percent", `
$ smbclient //fs01/scans -U ACME/scanner%«a» -c 'prompt OFF; recurse ON; lcd /srv/scans; mget *'
Domain=[ACME] OS=[Windows Server 2003 3790 Service Pack 2] Server=[Windows Server 2003 5.2]
getting file \2024-06-11\scan_0001.pdf of size 482211 as scan_0001.pdf (3923.1 KiloBytes/sec)
`, V{"a": g.pwURL()}, "OS=[Windows Server 2003 3790 Service Pack 2]", "scan_0001.pdf")

	g.add("legacy/autosys-jil-command", `
insert_job: FIN_GL_EXTRACT   job_type: CMD
command: /apps/fin/bin/gl_extract.sh -u glbatch -p «a» -d FINPRD
machine: finbatch01
owner: finops@finbatch01
permission: gx,ge
date_conditions: 1
days_of_week: mo,tu,we,th,fr
start_times: "02:15"
std_out_file: /apps/fin/log/FIN_GL_EXTRACT.out
alarm_if_fail: 1
`, V{"a": g.pw()}, "insert_job: FIN_GL_EXTRACT   job_type: CMD", "finops@finbatch01")

	g.add("legacy/informatica-pmcmd", `
$ pmcmd startworkflow -sv IS_PROD -d Domain_ETL -u Administrator -p «a» -f DW_LOADS -wait wf_LOAD_CUSTOMER_DIM

Informatica(r) PMCMD, version [9.6.1 HotFix4], build [1125.0929], LINUX 64-bit
Copyright (c) 1993-2016 Informatica LLC. All Rights Reserved.

Connected to Integration Service: [IS_PROD].
Workflow wf_LOAD_CUSTOMER_DIM with run instance name [] and run id [2214803] started successfully.
Workflow [wf_LOAD_CUSTOMER_DIM] with run instance name [] and run id [2214803] completed successfully.
`, V{"a": g.pw()}, "wf_LOAD_CUSTOMER_DIM", "run id [2214803]")

	g.add("legacy/control-m-ctmpsm-and-agent-props", `
$ cat /home/ctmag/ctm/data/CONFIG.dat | grep -E 'CTMSHOST|AGENT_TO'
CTMSHOST          ctmsrv01.acme.example
AGENT_TO_SERVER_PORT 7005
$ ctmcreate -tasktype command -group FIN -application GL -cmdline "sqlplus -s glbatch/«a»@GLPRD @/apps/fin/sql/daily.sql" -memname GLDAILY
Job GLDAILY ordered, orderno 00a4f
`, V{"a": g.an(12)}, "ctmsrv01.acme.example", "orderno 00a4f")

	g.add("legacy/bat-net-use-password", `
@echo off
rem backup_to_nas.bat - scheduled on OLDSRV02 since 2009
net use Z: \\nas01\backup «a» /user:ACME\svc_backup /persistent:no
xcopy D:\Data Z:\OLDSRV02\ /E /D /Y /C >> C:\Logs\backup.log
net use Z: /delete /y
`, V{"a": g.pw()}, "\\\\nas01\\backup", "ACME\\svc_backup")

	g.add("legacy/sqlcmd-in-bat-with-sa", `
C:\Scripts> type purge_history.bat
sqlcmd -S SQL2K5-01\PROD -U sa -P "«a»" -d msdb -Q "EXEC sp_delete_backuphistory @oldest_date = '2023-01-01'"
C:\Scripts> purge_history.bat
(1 rows affected)
`, V{"a": g.pwStrong()}, "SQL2K5-01\\PROD", "sp_delete_backuphistory")

	g.add("legacy/rsync-daemon-secrets-file", `
# cat /etc/rsyncd.secrets
backup:«a»
mirror:«b»
# ls -l /etc/rsyncd.secrets
-rw------- 1 root root 52 Mar  3  2011 /etc/rsyncd.secrets
`, V{"a": g.pwURL(), "b": g.pwURL()}, "/etc/rsyncd.secrets")

	g.add("legacy/lftp-mirror-in-script", `
lftp -u edi_acme,«a» -e "set ftp:ssl-allow no; mirror --only-newer /outbound /data/edi/in; quit" ftp://ftp.edi-partner.example
`, V{"a": g.pwURL()}, "set ftp:ssl-allow no;")
}

func (g *G) legacySAP() {
	g.add("legacy/sap-nwrfc-ini", `
$ cat sapnwrfc.ini
DEST=PRD_ABAP
ASHOST=sapprdci.acme.example
SYSNR=00
CLIENT=100
USER=RFC_INTEG
PASSWD=«a»
LANG=EN
TRACE=0

DEST=QAS_ABAP
ASHOST=sapqasci.acme.example
SYSNR=10
CLIENT=300
USER=RFC_INTEG
PASSWD=«b»
LANG=EN
`, V{"a": g.pwStrong(), "b": g.pw()}, "sapprdci.acme.example", "DEST=QAS_ABAP")

	g.add("legacy/sap-pyrfc-connection", `
from pyrfc import Connection

conn = Connection(
    ashost="sapprdci.acme.example",
    sysnr="00",
    client="100",
    user="RFC_INTEG",
    passwd="«a»",
    lang="EN",
)
result = conn.call("BAPI_COMPANYCODE_GETLIST")
print(len(result["COMPANYCODE_LIST"]), "company codes")
`, V{"a": g.pwStrong()}, "BAPI_COMPANYCODE_GETLIST", "RFC_INTEG")

	g.add("legacy/sap-jco-destination-file", `
$ cat PRD_ABAP.jcoDestination
#for tests only !
jco.client.lang=EN
jco.client.client=100
jco.client.ashost=sapprdci.acme.example
jco.client.sysnr=00
jco.client.user=JCO_PORTAL
jco.client.passwd=«a»
jco.destination.pool_capacity=3
jco.destination.peak_limit=10
`, V{"a": g.pw()}, "jco.destination.peak_limit=10", "JCO_PORTAL")

	g.add("legacy/sap-hdbuserstore-set", `
prdadm> hdbuserstore SET BACKUPKEY sapprdhana:30013@PRD BACKUP_OPERATOR «a»
prdadm> hdbuserstore LIST BACKUPKEY
DATA FILE       : /usr/sap/PRD/home/.hdb/sapprdhana/SSFS_HDB.DAT
KEY FILE        : /usr/sap/PRD/home/.hdb/sapprdhana/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : sapprdhana:30013
  USER: BACKUP_OPERATOR
  DATABASE: PRD
`, V{"a": g.pwStrong()}, "/usr/sap/PRD/home/.hdb/sapprdhana/SSFS_HDB.DAT", "BACKUP_OPERATOR")

	g.add("legacy/sap-hdbsql-command-line", `
prdadm> hdbsql -n sapprdhana:30015 -i 00 -u SYSTEM -p «a» "SELECT HOST, SERVICE_NAME, ACTIVE_STATUS FROM M_SERVICES"
HOST,SERVICE_NAME,ACTIVE_STATUS
"sapprdhana","nameserver","YES"
"sapprdhana","indexserver","YES"
"sapprdhana","xsengine","YES"
3 rows selected (overall time 4412 usec; server time 218 usec)
`, V{"a": g.pwStrong()}, "M_SERVICES", "overall time 4412 usec")

	g.add("legacy/sap-sapcontrol-user", `
prdadm> sapcontrol -nr 00 -host sapprdci -user prdadm «a» -function GetProcessList

11.06.2024 10:44:12
GetProcessList
OK
name, description, dispstatus, textstatus, starttime, elapsedtime, pid
disp+work, Dispatcher, GREEN, Running, 2024 06 09 03:12:41, 55:31:31, 14211
igswd_mt, IGS Watchdog, GREEN, Running, 2024 06 09 03:12:41, 55:31:31, 14212
`, V{"a": g.pw()}, "GetProcessList", "IGS Watchdog")

	g.add("legacy/sap-sapshcut-command", `
C:\> "C:\Program Files (x86)\SAP\FrontEnd\SAPgui\sapshcut.exe" -system=PRD -client=100 -user=BATCHMON -pw=«a» -language=EN -command=SM37 -maxgui
`, V{"a": g.pw()}, "-command=SM37", "BATCHMON")

	g.add("legacy/sap-abap-bapi-user-change", `
REPORT zreset_interface_users.
DATA: ls_pw  TYPE bapipwd,
      ls_pwx TYPE bapipwdx,
      lt_ret TYPE STANDARD TABLE OF bapiret2.

ls_pw-bapipwd  = '«a»'.
ls_pwx-bapipwd = 'X'.
CALL FUNCTION 'BAPI_USER_CHANGE'
  EXPORTING
    username  = 'RFC_INTEG'
    password  = ls_pw
    passwordx = ls_pwx
  TABLES
    return    = lt_ret.
CALL FUNCTION 'BAPI_TRANSACTION_COMMIT'.
`, V{"a": g.pwStrong()}, "REPORT zreset_interface_users.", "BAPI_TRANSACTION_COMMIT")

	g.add("legacy/sap-bo-crystal-cms-logon", `
# refresh_reports.py (BusinessObjects XI 3.1, through the old Java SDK wrapper)
CMS = "boxi01.acme.example:6400"
AUTH = "secEnterprise"
USER = "Administrator"
PASSWORD = "«a»"
subprocess.check_call(["java", "-jar", "biar-refresh.jar", CMS, AUTH, USER, PASSWORD, "/Finance/Monthly"])
`, V{"a": g.pw()}, "boxi01.acme.example:6400", "secEnterprise")

	g.add("legacy/sap-pi-channel-export", `
<Channel>
  <Party/>
  <Service>BS_BANK_SFTP</Service>
  <ChannelName>CC_SFTP_Receiver_Payments</ChannelName>
  <AdapterType>SFTP</AdapterType>
  <Parameter name="server">sftp.bank-partner.example</Parameter>
  <Parameter name="port">22</Parameter>
  <Parameter name="authenticationMethod">password</Parameter>
  <Parameter name="userName">acme_pay</Parameter>
  <Parameter name="password">«a»</Parameter>
  <Parameter name="fileName">PAY_%date%_%time%.xml</Parameter>
</Channel>
`, V{"a": g.pwStrong()}, "CC_SFTP_Receiver_Payments", "sftp.bank-partner.example")
}

func (g *G) legacyClients() {
	g.add("legacy/cisco-vpn-pcf-plain-and-enc", `
[main]
Description=Acme Plant VPN
Host=vpn-plant.acme.example
AuthType=1
GroupName=PLANT_USERS
GroupPwd=«a»
enc_GroupPwd=
EnableISPConnect=0
ISPConnectType=0
ISPConnect=
ISPCommand=
Username=jkowalski
SaveUserPassword=0
UserPassword=
enc_UserPassword=
NTDomain=
EnableBackup=0
BackupServer=
EnableMSLogon=1
TunnelingMode=0
TcpTunnelingPort=10000
`, V{"a": g.pw()}, "vpn-plant.acme.example", "TcpTunnelingPort=10000")

	g.add("legacy/cisco-vpn-pcf-enc-grouppwd", `
$ grep -iE '^(Host|GroupName|enc_GroupPwd|Username)=' Remote_Sales.pcf
Host=vpn01.acme.example
GroupName=SALES
enc_GroupPwd=«a»
Username=
`, V{"a": g.s(alHexU, 40) + g.s(alHexU, 64)}, "GroupName=SALES", "vpn01.acme.example")

	g.add("legacy/securecrt-session-ini", `
S:"Protocol Name"=SSH2
S:"Hostname"=aix-prd-01.acme.example
S:"Username"=oracle
D:"[SSH2] Port"=00000016
S:"Password V2"=02:«a»
D:"Session Password Saved"=00000001
S:"Emulation"=VT100
S:"Firewall Name"=None
`, V{"a": g.hex(128)}, "aix-prd-01.acme.example", "D:\"[SSH2] Port\"=00000016")

	g.add("legacy/winscp-ini-session", `
[Sessions\oracle@sol-prd-02]
HostName=sol-prd-02.acme.example
UserName=oracle
PortNumber=22
Password=«a»
FSProtocol=0
LocalDirectory=C:%5CUsers%5Cjkowalski%5CDocuments
RemoteDirectory=/u01/app/oracle/admin
`, V{"a": g.s(alHexU, 70)}, "sol-prd-02.acme.example", "RemoteDirectory=/u01/app/oracle/admin")

	g.add("legacy/mremoteng-confcons-xml", `
<?xml version="1.0" encoding="utf-8"?>
<mrng:Connections xmlns:mrng="http://mremoteng.org" Name="Connections" Export="false" EncryptionEngine="AES" BlockCipherMode="GCM" KdfIterations="1000" FullFileEncryption="false" Protected="«_p»" ConfVersion="2.6">
    <Node Name="SQL2K-01" Type="Connection" Descr="old billing SQL" Icon="mRemoteNG" Username="sa" Domain="" Password="«a»" Hostname="10.2.0.15" Protocol="RDP" Port="3389" Id="«_id»" />
</mrng:Connections>
`, V{"_p": g.b64(96), "a": g.b64(48), "_id": g.uuid()}, "old billing SQL")

	g.add("legacy/vnc-registry-password", `
C:\> reg query HKLM\SOFTWARE\RealVNC\WinVNC4 /v Password

HKEY_LOCAL_MACHINE\SOFTWARE\RealVNC\WinVNC4
    Password    REG_BINARY    «a»

C:\> reg query HKLM\SOFTWARE\RealVNC\WinVNC4 /v PortNumber
    PortNumber    REG_DWORD    0x170c
`, V{"a": g.s(alHexU, 16)}, "HKLM\\SOFTWARE\\RealVNC\\WinVNC4", "0x170c")

	g.add("legacy/reflection-vba-macro-transmit", `
' Reflection for IBM - Macro: LogonCICS
Sub LogonCICS()
    With Session
        .WaitForString "APPLID", 10
        .TransmitANSI "CICSPRD1"
        .TransmitTerminalKey rcIBMEnterKey
        .WaitForString "Userid", 10
        .TransmitANSI "OPSUSR3"
        .TransmitTerminalKey rcIBMTabKey
        .TransmitANSI "«a»"
        .TransmitTerminalKey rcIBMEnterKey
    End With
End Sub
`, V{"a": g.lgRacf()}, "rcIBMEnterKey", "OPSUSR3")

	g.add("legacy/plink-pw-batch", `
C:\Ops> plink.exe -ssh -batch -pw «a» root@hpux-prd-01 "bdf /u01; swlist -l product | grep -i oracle"
Filesystem          kbytes    used   avail %used Mounted on
/dev/vg01/lvol1    104857600 88412004 16445596   84% /u01
`, V{"a": g.pw()}, "hpux-prd-01", "/dev/vg01/lvol1")

	g.add("legacy/pcomm-macro-mac", `
<HAScript name="signon" description="AS400PRD sign-on" timeout="60000" pausetime="300" promptall="true" author="jkowalski" creationdate="Mar 4, 2009">
    <screen name="Screen1" entryscreen="true" exitscreen="false" transient="false">
        <description><oia status="NOTINHIBITED" optional="false" invertmatch="false" /></description>
        <actions>
            <input value="SHPCLERK1" row="6" col="53" movecursor="true" xlatehostkeys="true" encrypted="false" />
            <input value="«a»[enter]" row="7" col="53" movecursor="true" xlatehostkeys="true" encrypted="false" />
        </actions>
    </screen>
</HAScript>
`, V{"a": g.lgRacf()}, "SHPCLERK1", "AS400PRD sign-on")

	g.add("legacy/hummingbird-exceed-ftp-profile", `
[Site: AIX build box]
Host=aixbld01.acme.example
User=build
Password=«a»
SavePassword=1
InitialRemoteDir=/export/home/build/src
TransferMode=Binary
`, V{"a": g.pw()}, "aixbld01.acme.example", "InitialRemoteDir=/export/home/build/src")
}

func (g *G) legacyChat() {
	g.add("legacy/chat-user-gives-qsecofr", `
user: ok so for the DSPOBJAUT check you'll need to sign on to AS400PRD as QSECOFR, pw is «a» (yes I know). only run the read-only commands, nothing that starts with CHG or DLT please
assistant: Understood. I'll only run DSPOBJAUT, DSPUSRPRF and WRKOBJ against ORDLIB and SHPLIB, and I'll sign off as soon as the authority report is captured.
`, V{"a": g.lgRacf() + g.s(alDigit, 2)}, "DSPOBJAUT", "AS400PRD")

	g.add("legacy/chat-handover-note-mainframe", `
# Handover - mainframe batch (Rick retiring 6/28)

| System | Purpose | User | Password | Notes |
|---|---|---|---|---|
| PRD1 TSO | batch fixes | RKBATCH | «a» | revoke after 6/28 |
| PRD1 CICS | CICSPRD1 ops | OPSUSR3 | «b» | CEMT only |
| DB2PLOC | DBA | DB2DBA1 | «c» | SYSADM, be careful |
| HMC | console | hmcops | «d» | web UI https://hmc01 |

Job schedule lives in Zeke, calendar ACMECAL1. Restart procedures are in PROD.OPS.RUNBOOK(RESTART).
`, V{"a": g.lgRacf(), "b": g.lgRacf(), "c": g.lgRacf(), "d": g.pw()}, "PROD.OPS.RUNBOOK(RESTART)", "ACMECAL1", "https://hmc01")

	g.add("legacy/agent-grep-hardcoded-passwords", `
$ grep -rniE 'pass(word|wd)?\s*[=:(]' --include='*.cbl' --include='*.cpy' --include='*.jcl' --include='*.prc' src/ | head
src/copy/DBCONNCP.cpy:8:           05  WS-DB2-PASSWORD        PIC X(08) VALUE '«a»'.
src/jcl/GLEXTR01.jcl:3://             USER=GLBATCH,PASSWORD=«b»
src/jcl/GLEXTR02.jcl:3://             USER=GLBATCH
src/proc/FTPSEND.prc:14://* PASSWORD SUPPLIED BY NETRC DD - SEE CHG0041187
src/cbl/ARAGE010.cbl:212:           MOVE WS-DB2-PASSWORD TO WS-PASS
`, V{"a": g.lgRacf(), "b": g.lgRacf()}, "src/jcl/GLEXTR02.jcl:3://             USER=GLBATCH", "MOVE WS-DB2-PASSWORD TO WS-PASS")

	g.add("legacy/agent-summary-quotes-secret", `
assistant: I finished the inventory of hard-coded credentials in the VB6 client:

1. modData.bas line 6: DB_PASS = "«a»" (SQL login invapp on SQL2K-01)
2. frmLogin.frm line 212: a backdoor check, If txtPwd.Text = "«b»" Then bAdmin = True
3. AcmeStock.ini [Database] Password= is read at startup and overrides (1)

I suggest moving (1) and (3) to Windows Credential Manager and deleting (2) entirely; none of the three should ship in the next build.
`, V{"a": g.pw(), "b": g.an(10)}, "frmLogin.frm line 212", "Windows Credential Manager")

	g.add("legacy/chat-jira-sybase-migration", `
MIG-1184  Migrate TRADEDB from ASE 15.7 to PostgreSQL 15
Reporter: Priya N.   Priority: High   Sprint: Legacy Exit 7

Description:
Source: TRDSYB01:5000, db TRADEDB (412 tables, ~86 GB). Use the read-only
login trd_extract / «a» for bcp; the sa login (pw «b») is only for
sp_configure checks, ask Gary before using it.
Target: pg-trade-01.acme.example, schema trade.
`, V{"a": g.pwStrong(), "b": g.pw()}, "MIG-1184", "pg-trade-01.acme.example")

	g.add("legacy/git-diff-remove-copybook-password", `
$ git show --stat -p 4c1e2a9 -- src/copy/DBCONNCP.cpy
commit 4c1e2a9f0d7b8a61c3e5d2f4b9a7c6e1d0f3b2a8
Author: Rick K <rkramer@acme.example>
Date:   Mon Jun 10 16:02:11 2024 -0400

    DBCONNCP: read DB2 password from the RACF-protected PARMLIB member

 src/copy/DBCONNCP.cpy | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)

@@ -7,3 +7,3 @@
            05  WS-DB2-USERID          PIC X(08) VALUE 'CLMBAT01'.
-           05  WS-DB2-PASSWORD        PIC X(08) VALUE '«a»'.
+           05  WS-DB2-PASSWORD        PIC X(08) VALUE SPACES.
            05  WS-DB2-SQLCODE         PIC S9(09) COMP VALUE ZERO.
`, V{"a": g.lgRacf()}, "4c1e2a9f0d7b8a61c3e5d2f4b9a7c6e1d0f3b2a8", "VALUE SPACES")

	g.add("legacy/strings-on-vb6-exe", `
$ strings -n 12 InvClient.exe | grep -iE 'provider|password|server=' 
Provider=SQLOLEDB;Data Source=
;Initial Catalog=Inventory;User ID=
;Password=
VS_VERSION_INFO
$ strings -el InvClient.exe | grep -A1 -i 'DB_PASS'
DB_PASS
«a»
`, V{"a": g.pw()}, ";Initial Catalog=Inventory;User ID=", "VS_VERSION_INFO")

	g.add("legacy/chat-teams-hpux-root", `
[10:41] Gary Lund: the hpux-prd-01 root pw was never rotated after Dave left
[10:41] Gary Lund: it's still «a»
[10:42] Priya N.: ugh. can you change it and put the new one in the vault (Secret Server folder Legacy/UNIX)?
[10:45] Gary Lund: done, ticket CHG0052210
`, V{"a": g.pw()}, "hpux-prd-01", "CHG0052210", "Legacy/UNIX")

	g.add("legacy/server-inventory-csv", `
$ head -5 docs/legacy_inventory.csv
hostname,os,role,admin_user,admin_password,serial,location
oldsrv02,Windows Server 2003 R2,file/print,Administrator,«a»,«_s1»,DC1-R14
sol-prd-02,Solaris 10 1/13,Oracle 10g,root,«b»,«_s2»,DC1-R09
aix-prd-01,AIX 7.1 TL5,DB2 10.5,root,«c»,«_s3»,DC1-R09
hpux-prd-01,HP-UX 11i v3,Informix 11.70,root,«d»,«_s4»,DC2-R02
`, V{"a": g.pw(), "_s1": g.s(alUpNum, 10), "b": g.pwURL(), "_s3": g.s(alUpNum, 7), "_s2": g.s(alUpNum, 10), "c": g.an(10), "d": g.pw(), "_s4": g.s(alUpNum, 10)}, "Windows Server 2003 R2", "DC1-R14")

	g.add("legacy/vendor-email-remote-support", `
From: support@qad-partner.example
To: mfg-it@acme.example
Subject: RE: Case 00481127 - MFG/PRO 9.0 index rebuild

Hello,

Your license (site id 41007, serial «_s») is active through 12/31.
For tonight's session please leave the support account enabled:
  host: mfgdb01.acme.example
  user: qadsupp
  password: «a»
We will connect at 22:00 EST through the usual jump host.
`, V{"_s": g.lgSerial(), "a": g.pw()}, "Case 00481127", "site id 41007")

	g.add("legacy/wiki-runbook-restart-weblogic", `
h2. Restart the Claims WebLogic domain (Sunday maintenance)

# ssh oracle@wlsadm01 (sudo not required)
# cd /u01/domains/claims_domain/bin
# ./stopManagedWebLogic.sh ClaimsServer1 t3://wlsadm01:7001 weblogic «a»
# ./stopWebLogic.sh
# wait for "<BEA-000238> <Shutdown has completed.>" in AdminServer.log
# nohup ./startWebLogic.sh &

{note}Do not paste the console password into the change ticket.{note}
`, V{"a": g.pw()}, "<BEA-000238> <Shutdown has completed.>", "/u01/domains/claims_domain/bin")

	g.add("legacy/agent-proposes-env-refactor", `
assistant: Here is the change for the Perl CGI. The literal password moves out of the script:

-my $dbh = DBI->connect($dsn, "shopweb", "«a»", { RaiseError => 1 });
+my $dbh = DBI->connect($dsn, $ENV{SHOP_DB_USER}, $ENV{SHOP_DB_PASS}, { RaiseError => 1 });

and Apache passes the values in via SetEnv in a root-only include:

+SetEnv SHOP_DB_USER shopweb
+SetEnv SHOP_DB_PASS «b»

The old password «a» still works on db01, so it should be rotated when this ships.
`, V{"a": g.pw(), "b": g.pwStrong()}, "$ENV{SHOP_DB_PASS}", "SetEnv SHOP_DB_USER shopweb")

	g.add("legacy/chat-sap-basis-ticket", `
INC0931442 - RFC_INTEG locked on PRD after password change

Work notes (Basis):
2024-06-11 08:12  unlocked RFC_INTEG in SU01, client 100
2024-06-11 08:14  new initial password set to «a» - the middleware team must update
                  SM59 destination PRD_ABAP and sapnwrfc.ini on intsrv03
2024-06-11 08:40  confirmed BAPI_COMPANYCODE_GETLIST works from intsrv03
`, V{"a": g.pwStrong()}, "INC0931442", "SM59 destination PRD_ABAP")
}

func (g *G) legacyBenign() {
	g.add("legacy/benign-jcl-no-password", `
//GLEXTR02 JOB (ACCT0417,GL),'GL EXTRACT',CLASS=B,MSGCLASS=X,
//             NOTIFY=&SYSUID,USER=GLBATCH
//JOBLIB   DD DSN=PROD.GL.LOADLIB,DISP=SHR
//STEP010  EXEC PGM=GLEXTR,PARM='PERIOD=«_p»'
//GLMAST   DD DSN=PROD.GL.MASTER.VSAM,DISP=SHR
//EXTRACT  DD DSN=PROD.GL.EXTRACT(+1),DISP=(NEW,CATLG,DELETE),
//            SPACE=(CYL,(100,50),RLSE),
//            DCB=(RECFM=FB,LRECL=«_l»,BLKSIZE=0)
//SYSOUT   DD SYSOUT=*
`, V{"_p": fmt.Sprintf("2024%02d", 1+g.r.IntN(12)), "_l": fmt.Sprint(80 + 10*g.r.IntN(40))}, "PROD.GL.EXTRACT(+1)", "USER=GLBATCH", "PROD.GL.MASTER.VSAM")

	g.add("legacy/benign-jes-joblog-steps", `
 09.14.41 «_j»  -                                         --TIMINGS (MINS.)--            ----PAGING COUNTS---
 09.14.41 «_j»  -JOBNAME  STEPNAME PROCSTEP    RC   EXCP    TCB    SRB  CLOCK   SERV  PG   PAGE   SWAP    VIO SWAPS
 09.14.41 «_j»  -PAYRL020 STEP010             00  «_x»    .01    .00     .6  «_s»   0      0      0      0     0
 09.14.41 «_j»  -PAYRL020 STEP020             04   1822    .03    .00     .2  18211   0      0      0      0     0
 IEF142I PAYRL020 STEP020 - STEP WAS EXECUTED - COND CODE 0004
 IEF285I   PROD.PAYROLL.CHECKS.«_g»                      CATALOGED
`, V{"_j": g.lgJobID(), "_x": g.digits(5), "_s": g.digits(5), "_g": g.lgGen()}, "IEF142I PAYRL020 STEP020 - STEP WAS EXECUTED - COND CODE 0004")

	g.add("legacy/benign-racf-setropts-list", `
READY
 SETROPTS LIST
ATTRIBUTES = INITSTATS WHEN(PROGRAM -- BASIC) SAUDIT CMDVIOL OPERAUDIT
PASSWORD PROCESSING OPTIONS:
  PASSWORD CHANGE INTERVAL IS  90 DAYS.
  PASSWORD MINIMUM CHANGE INTERVAL IS   1 DAYS.
  MIXED CASE PASSWORD SUPPORT IS IN EFFECT
  SPECIAL CHARACTERS ARE ALLOWED.
  8 GENERATIONS OF PREVIOUS PASSWORDS BEING MAINTAINED.
  AFTER  5 CONSECUTIVE UNSUCCESSFUL PASSWORD ATTEMPTS,
    A USERID WILL BE REVOKED.
  PASSWORD ENCRYPTION ALGORITHM IS KDFAES.
`, nil, "PASSWORD ENCRYPTION ALGORITHM IS KDFAES.", "8 GENERATIONS OF PREVIOUS PASSWORDS BEING MAINTAINED.")

	g.add("legacy/benign-tnsnames-ora", `
$ cat $TNS_ADMIN/tnsnames.ora
FINPRD =
  (DESCRIPTION =
    (ADDRESS_LIST =
      (ADDRESS = (PROTOCOL = TCP)(HOST = finora-scan.acme.example)(PORT = 1521))
    )
    (CONNECT_DATA =
      (SERVER = DEDICATED)
      (SERVICE_NAME = FINPRD.acme.example)
    )
  )

FINPRD_BATCH = (DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=finora-scan.acme.example)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=FINPRD.acme.example)))
`, nil, "finora-scan.acme.example", "(SERVICE_NAME = FINPRD.acme.example)")

	g.add("legacy/benign-init-ora", `
$ cat $ORACLE_HOME/dbs/initFINPRD.ora
*.audit_file_dest='/u01/app/oracle/admin/FINPRD/adump'
*.compatible='11.2.0.4.0'
*.control_files='+DATA/finprd/control01.ctl','+FRA/finprd/control02.ctl'
*.db_block_size=8192
*.db_name='FINPRD'
*.log_archive_dest_1='LOCATION=USE_DB_RECOVERY_FILE_DEST'
*.remote_login_passwordfile='EXCLUSIVE'
*.sec_case_sensitive_logon=FALSE
*.sga_target=«_s»
*.undo_tablespace='UNDOTBS1'
`, V{"_s": fmt.Sprint(4+g.r.IntN(60)) + "G"}, "*.remote_login_passwordfile='EXCLUSIVE'", "+DATA/finprd/control01.ctl")

	g.add("legacy/benign-oracle-profile-and-alert-log", `
SQL> select resource_name, limit from dba_profiles where profile = 'APP_PROFILE' and resource_type = 'PASSWORD';

RESOURCE_NAME                    LIMIT
-------------------------------- ----------------------------------------
FAILED_LOGIN_ATTEMPTS            10
PASSWORD_LIFE_TIME               UNLIMITED
PASSWORD_REUSE_TIME              UNLIMITED
PASSWORD_VERIFY_FUNCTION         VERIFY_FUNCTION_11G
PASSWORD_GRACE_TIME              7

$ tail -3 alert_FINPRD.log
Thread 1 advanced to log sequence «_q» (LGWR switch)
  Current log# 2 seq# «_q» mem# 0: +DATA/finprd/onlinelog/group_2.«_n».«_m»
ORA-01017: invalid username/password; logon denied
`, V{"_q": g.digits(6), "_n": g.digits(3), "_m": g.digits(9)}, "VERIFY_FUNCTION_11G", "ORA-01017: invalid username/password; logon denied")

	g.add("legacy/benign-informix-sqlhosts", `
$ cat $INFORMIXDIR/etc/sqlhosts
#dbservername   nettype     hostname          servicename   options
ol_claims       onsoctcp    ifxprd01          sqlexec       b=65536
ol_claims_shm   onipcshm    ifxprd01          ol_claims_shm
ol_prod         onsoctcp    ifxprd02          9088
dr_claims       onsoctcp    ifxdr01           sqlexec       k=1
`, nil, "ol_claims_shm", "onsoctcp    ifxprd02")

	g.add("legacy/benign-sybase-interfaces", `
$ cat $SYBASE/interfaces
TRDSYB01
	master tli tcp /dev/tcp \x00021388«_a»0000000000000000
	query tli tcp /dev/tcp \x00021388«_a»0000000000000000

TRDSYB01_BS
	master tcp ether trdsyb01 5001
	query tcp ether trdsyb01 5001
`, V{"_a": g.s(alHex, 8)}, "TRDSYB01_BS", "master tcp ether trdsyb01 5001")

	g.add("legacy/benign-rhosts-hosts-equiv", `
$ cat /etc/hosts.equiv
sol-prd-01
sol-prd-02 oracle
+@ops_hosts
$ cat ~oracle/.rhosts
sol-prd-01 oracle
aix-prd-01 db2inst1
bkup01 backup
`, nil, "+@ops_hosts", "aix-prd-01 db2inst1")

	g.add("legacy/benign-shadow-locked-accounts", `
$ sudo grep -E ':(\*|!|!!|NP|\*LK\*):' /etc/shadow
daemon:*:19510:0:99999:7:::
adm:!!:19510::::::
lp:*LK*:6445::::::
nuucp:NP:6445::::::
oracle:!!:19601:0:99999:7:::
`, nil, "nuucp:NP:6445::::::", "oracle:!!:19601:0:99999:7:::")

	g.add("legacy/benign-notes-ini", `
[Notes]
KitType=2
Directory=/local/notesdata
ServerKeyFileName=server.id
KeyFileName=admin.id
ServerTasks=Update,Replica,Router,AMgr,AdminP,CalConn,Sched,HTTP,DAOSMgr
ServerTasksAt1=Catalog,Design
Domain=ACME
Admin=CN=Domino Admin/O=Acme
MTEnabled=1
SSL_DISABLE_TLS_10=1
DAOSEnable=1
Setup=«_v»
`, V{"_v": fmt.Sprint(1200 + g.r.IntN(100))}, "ServerKeyFileName=server.id", "Admin=CN=Domino Admin/O=Acme")

	g.add("legacy/benign-ibmi-wrkactjob-dspsysval", `
> DSPSYSVAL SYSVAL(QPWDLVL)
 System value . . . . . :   QPWDLVL
 Description  . . . . . :   Password level
 Password level . . . . :   2
> DSPSYSVAL SYSVAL(QSECURITY)
 Security level . . . . :   40
> WRKACTJOB SBS(QBATCH)
 Subsystem/Job  User        Type  CPU %  Function        Status
 QBATCH         QSYS        SBS      .0                   DEQW
   ORDNIGHT     ORDBATCH    BCH     4.1  PGM-ORD0100      RUN
   «_j»         SHPXFER     BCH      .0  CMD-DLYJOB       DLYW
`, V{"_j": g.s(alUpper, 2) + g.s(alDigit, 6)}, "PGM-ORD0100", "Password level . . . . :   2")

	g.add("legacy/benign-hdbuserstore-list", `
prdadm> hdbuserstore LIST
DATA FILE       : /usr/sap/PRD/home/.hdb/sapprdhana/SSFS_HDB.DAT
KEY FILE        : /usr/sap/PRD/home/.hdb/sapprdhana/SSFS_HDB.KEY

KEY DEFAULT
  ENV : sapprdhana:30013
  USER: SAPHANADB
KEY BACKUPKEY
  ENV : sapprdhana:30013
  USER: BACKUP_OPERATOR
`, nil, "KEY BACKUPKEY", "USER: SAPHANADB")

	g.add("legacy/benign-sap-gui-shortcut-file", `
[System]
Name=PRD
Description=PRD ECC 6.0 Production
Client=100
[User]
Name=JKOWALSKI
Language=EN
Password=
[Function]
Command=/nSM37
Title=Job overview
[Configuration]
GuiSize=Maximized
[Options]
Reuse=1
`, nil, "PRD ECC 6.0 Production", "Command=/nSM37")

	g.add("legacy/benign-sap-slicense-hardware-key", `
SAP License Administration (SLICENSE)
 System ID              PRD
 Installation Number    «_i»
 Active Hardware Key    «_h»
 Product                Maintenance_ORA
 Valid To               31.12.9999
 Digital Signature      «_sig»
`, V{"_i": g.digits(10), "_h": g.s(alUpper, 1) + g.s(alDigit, 10), "_sig": g.s(alAlnum, 40)}, "Maintenance_ORA")

	g.add("legacy/benign-flexlm-license-file", `
SERVER licsrv01 «_h» 27000
VENDOR ibmratl PORT=27001
INCREMENT rational_rose ibmratl 7.0 permanent 25 VENDOR_STRING=«_v» \
	ISSUED=12-mar-2008 NOTICE="Acme Corp PO 4410029" SN=«_sn» \
	SIGN="«_s1» «_s2» «_s3»"
`, V{"_h": g.s(alHex, 12), "_v": g.s(alUpNum, 12), "_sn": g.digits(8), "_s1": g.s(alHexU, 4), "_s2": g.s(alHexU, 4), "_s3": g.s(alHexU, 60)}, "NOTICE=\"Acme Corp PO 4410029\"", "SERVER licsrv01")

	g.add("legacy/benign-cobol-record-layout-and-hexdump", `
       01  CLM-RECORD.
           05  CLM-ID             PIC X(10).
           05  CLM-MEMBER-NO      PIC 9(09).
           05  CLM-AMOUNT         PIC S9(7)V99 COMP-3.
           05  CLM-STATUS         PIC X(01).
$ xxd -l 48 CLAIMS.DAT
00000000: «_a»  ................
00000010: «_b»  ................
00000020: «_c»  ................
`, V{"_a": g.lgHexRow(), "_b": g.lgHexRow(), "_c": g.lgHexRow()}, "PIC S9(7)V99 COMP-3.")

	g.add("legacy/benign-pcf-empty-passwords", `
[main]
Description=Acme HQ
Host=vpn01.acme.example
AuthType=5
GroupName=
GroupPwd=
enc_GroupPwd=
CertStore=1
CertName=jkowalski
CertPath=
CertSubjectName=
CertSerialHash=«_h»
SendCertChain=0
Username=
SaveUserPassword=0
UserPassword=
enc_UserPassword=
`, V{"_h": g.s(alHexU, 32)}, "CertName=jkowalski", "vpn01.acme.example")

	g.add("legacy/benign-weblogic-boot-properties-encrypted", `
$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties
# Generated by Node Manager on Tue Jun 11 10:02:31 EDT 2024
password={AES256}«_p»
username={AES256}«_u»
`, V{"_p": g.b64(48), "_u": g.b64(32)}, "Generated by Node Manager")

	g.add("legacy/benign-mainframe-d-m-cpu", `
 D M=CPU
 IEE174I 10.51.02 DISPLAY M 412
 PROCESSOR STATUS
 ID  CPU                  SERIAL
 00  +                     «_s»3906
 01  +                     «_s»3906
 CPC ND = 003906.M03.IBM.02.0000000«_n»
 CPC SI = 3906.704.IBM.02.000000000000«_n»
`, V{"_s": g.s(alUpNum, 6), "_n": g.s(alUpNum, 5)}, "IEE174I 10.51.02 DISPLAY M 412")

	g.add("legacy/benign-aix-prtconf-lslpp", `
# prtconf | head -6
System Model: IBM,8286-41A
Machine Serial Number: «_s»
Processor Type: PowerPC_POWER8
Number Of Processors: 4
Memory Size: 65536 MB
Firmware Version: IBM,SV860_245
# lslpp -l bos.rte.security
  bos.rte.security           7.1.5.32  COMMITTED  Base Security Function
`, V{"_s": g.s(alUpNum, 7)}, "IBM,8286-41A", "bos.rte.security           7.1.5.32  COMMITTED")

	g.add("legacy/benign-perl-reads-env-and-wallet", `
my $dsn  = 'dbi:Oracle:FINPRD_BATCH';
# Uses the Oracle wallet (/u01/app/oracle/wallet); no password in the script.
my $dbh  = DBI->connect($dsn, '', '', { ora_session_mode => 0, RaiseError => 1 });
my $smtp_pass = $ENV{SMTP_PASSWORD} // die "SMTP_PASSWORD not set";
`, nil, "dbi:Oracle:FINPRD_BATCH", "$ENV{SMTP_PASSWORD}")

	g.add("legacy/benign-vb6-vbp-project", `
Type=Exe
Reference=*\G{00020430-0000-0000-C000-000000000046}#2.0#0#..\..\..\WINDOWS\system32\stdole2.tlb#OLE Automation
Reference=*\G{«_g»}#2.8#0#..\..\..\Program Files\Common Files\System\ado\msado15.dll#Microsoft ActiveX Data Objects 2.8 Library
Object={«_o»}#6.0#0; MSCOMCTL.OCX
Form=frmLogin.frm
Module=modData; modData.bas
Startup="frmLogin"
ExeName32="InvClient.exe"
MajorVer=3
MinorVer=9
RevisionVer=«_r»
CompanyName="Acme Corp"
`, V{"_g": strings.ToUpper(g.uuid()), "_o": strings.ToUpper(g.uuid()), "_r": g.digits(3)}, "ExeName32=\"InvClient.exe\"", "Microsoft ActiveX Data Objects 2.8 Library")

	g.add("legacy/benign-odbc-dsn-trusted-connection", `
[ODBC]
DRIVER=SQL Server
UID=
Trusted_Connection=Yes
DATABASE=Warehouse
WSID=ACCT-PC14
APP=Microsoft Data Access Components
SERVER=SQL2K-03
`, nil, "Trusted_Connection=Yes", "APP=Microsoft Data Access Components")

	g.add("legacy/benign-web-xml-security-constraint", `
  <security-constraint>
    <web-resource-collection>
      <web-resource-name>Admin</web-resource-name>
      <url-pattern>/admin/*</url-pattern>
    </web-resource-collection>
    <auth-constraint><role-name>claims-admin</role-name></auth-constraint>
  </security-constraint>
  <login-config>
    <auth-method>FORM</auth-method>
    <realm-name>ClaimsRealm</realm-name>
    <form-login-config>
      <form-login-page>/login.jsp</form-login-page>
      <form-error-page>/login.jsp?error=password</form-error-page>
    </form-login-config>
  </login-config>
`, nil, "/login.jsp?error=password", "<realm-name>ClaimsRealm</realm-name>")

	g.add("legacy/benign-domino-show-server", `
> show server

Lotus Domino (r) Server (Release 9.0.1FP10 for Linux/64) 06/11/2024 10:58:02 AM

Server name:            mail01/ACME - Mail server 01
Server directory:       /local/notesdata
Partition:              .local.notesdata
Elapsed time:           «_e»
Transactions/minute:    Last minute: 412; Last hour: 388; Peak: 1,904
Peak # of sessions:     311 at 06/10/2024 09:12:40 AM
Transactions: «_t»          Max. concurrent: 120
Availability Index:     100 (state: AVAILABLE)
`, V{"_e": fmt.Sprintf("%d days %02d:%02d:%02d", g.r.IntN(90), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60)), "_t": g.digits(8)}, "Release 9.0.1FP10 for Linux/64", "Availability Index:     100 (state: AVAILABLE)")

	g.add("legacy/benign-solaris-hostid-showrev", `
$ hostid
«_h»
$ showrev -p | tail -3
Patch: 150400-«_p1» Obsoletes: 150531-01 Requires: 118833-36 Incompatibles:  Packages: SUNWcsu
Patch: 150401-«_p2» Obsoletes:  Requires:  Incompatibles:  Packages: SUNWcsr
Patch: 151912-«_p3» Obsoletes:  Requires: 150400-59 Incompatibles:  Packages: SUNWopenssl-libraries
`, V{"_h": g.hex(8), "_p1": g.digits(2), "_p2": g.digits(2), "_p3": g.digits(2)}, "SUNWopenssl-libraries")

	g.add("legacy/benign-ftp-log-masked-pass", `
$ tail -1 /var/log/xferlog.old
Tue Jun 11 06:05:12 2024 2 10.2.0.40 1048576 /outbound/810/INV_«_n».810 b _ o r ACME_EDI ftp 0 * c
$ grep 'PASS' /var/log/vsftpd.log | tail -2
Tue Jun 11 06:05:10 2024 [pid 21144] [ACME_EDI] OK LOGIN: Client "10.2.0.40"
Tue Jun 11 06:05:10 2024 [pid 21144] FTP command: Client "10.2.0.40", "PASS <password>"
`, V{"_n": g.digits(7)}, "\"PASS <password>\"", "[ACME_EDI] OK LOGIN")
}

// lgHexRow is one xxd row of EBCDIC-looking bytes (benign).
func (g *G) lgHexRow() string {
	var parts []string
	for i := 0; i < 8; i++ {
		parts = append(parts, "f"+g.s("0123456789", 1)+g.pick("c1", "c3", "40", "f0", "d5"))
	}
	return strings.Join(parts, " ")
}
