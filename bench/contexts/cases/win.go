package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
	"unicode/utf16"
)

// winCases adds credentials from Windows and Microsoft administration as a
// coding agent meets them when it helps a Windows administrator or a .NET
// developer. Sources: PowerShell scripts and transcripts
// (ConvertTo-SecureString -AsPlainText, New-Object PSCredential,
// Get-Credential, Invoke-Command, New-LocalUser, New-ADUser and
// Set-ADAccountPassword, Register-ScheduledTask, New-PSDrive,
// Send-MailMessage, Register-PSRepository), Microsoft 365 and Azure
// sign-ins (Connect-ExchangeOnline, Connect-MgGraph, Connect-AzAccount,
// Connect-PnPOnline, az login, MSAL and raw token requests, Key Vault,
// storage keys and SAS), Invoke-RestMethod and Invoke-WebRequest with
// headers; cmd.exe and batch files (net use, net user, runas, cmdkey,
// schtasks /RP, sc.exe config password=, PsExec, wmic, winrs, netdom,
// sqlcmd, bcp, msiexec properties, SQL Server setup), mstsc .rdp files;
// registry exports and reg.exe (Winlogon DefaultPassword and
// AutoAdminLogon, VNC, PuTTY and WinSCP sessions, ODBC DSNs); Group
// Policy Preferences XML (cpassword) and Get-GPPPassword; IIS
// applicationHost.config, appcmd, web.config (connectionStrings,
// machineKey, appSettings, mailSettings, protected sections), publish
// profiles and .PublishSettings; .NET app.config, appsettings.json,
// secrets.json and dotnet user-secrets, launchSettings.json,
// local.settings.json, NuGet.config ClearTextPassword and nuget/dotnet
// nuget commands, signing passwords; SQL Server (connection strings,
// CREATE LOGIN, linked servers, .dtsConfig, .udl and .dsn files); Task
// Scheduler XML, WinRM and Ansible winrm inventories, DSC configurations
// and compiled MOF, Packer, Vagrant, Terraform and ARM/Bicep Windows VMs;
// Intune, SCCM/ConfigMgr and MDT (CustomSettings.ini, Bootstrap.ini,
// PSADT); command output (cmdkey /list, vaultcmd, Get-StoredCredential,
// Event Viewer and Sysmon exports, dsregcmd, whoami, ipconfig,
// systeminfo, LDIF and ldp, LAPS, manage-bde and BitLocker recovery
// files, slmgr and product keys, certutil); desktop admin tools
// (mRemoteNG, FileZilla), SQL Server in Docker, PowerShell Direct,
// Exchange send connectors, winget configuration, Azure Pipelines, and
// the Teams chats, ServiceNow tickets and git diffs around them.
// Benign look-alikes: SIDs, GUIDs, thumbprints, KB numbers, paths,
// hashes, public key tokens, DPAPI and protected-configuration
// ciphertext, published KMS client keys, event ids and logon ids. The case names start with "win/".
func (g *G) winCases() {
	g.winPowerShell()
	g.winCloud()
	g.winRest()
	g.winCmd()
	g.winRegistry()
	g.winGPP()
	g.winIIS()
	g.winDotnet()
	g.winSQL()
	g.winAutomation()
	g.winEndpoint()
	g.winOutputs()
	g.winMisc()
	g.winBenign()
}

// ---- helpers used only here ----

// winAdd is add with "ˋ" standing for a backtick (PowerShell's escape).
func (g *G) winAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// winSID is a domain SID with a RID.
func (g *G) winSID() string {
	return fmt.Sprintf("S-1-5-21-%s-%s-%s-%d", g.digits(10), g.digits(10), g.digits(10), 1000+g.r.IntN(9000))
}

// winDom is a domain SID without its RID.
func (g *G) winDom() string {
	return "S-1-5-21-" + g.digits(10) + "-" + g.digits(9) + "-" + g.digits(10)
}

func (g *G) winGUID() string  { return strings.ToUpper(g.uuid()) }
func (g *G) winBrace() string { return "{" + g.winGUID() + "}" }
func (g *G) winThumb() string { return g.s(alHexU, 40) }
func (g *G) winKB() string    { return "KB50" + g.digits(5) }

// winSecure is ConvertFrom-SecureString output: a DPAPI blob in hex.
func (g *G) winSecure() string {
	return dpapiHex + g.hex(8*(40+g.r.IntN(30)))
}

// winCpw is a Group Policy Preferences cpassword (AES-256, base64 with
// the padding removed).
func (g *G) winCpw() string { return strings.TrimRight(g.b64(16*(2+g.r.IntN(3))), "=") }

// winRecovery is a BitLocker recovery password.
func (g *G) winRecovery() string {
	p := make([]string, 8)
	for i := range p {
		p[i] = fmt.Sprintf("%06d", 11*g.r.IntN(65536))
	}
	return strings.Join(p, "-")
}

// winPKey is a Windows or Office product key.
func (g *G) winPKey() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.s("BCDFGHJKMNPQRTVWXY2346789", 5)
	}
	return strings.Join(p, "-")
}

// winLAPS is a LAPS-generated password.
func (g *G) winLAPS() string { return g.s(alAlnum+"!#%+-.:=@[]_{}", 14+g.r.IntN(11)) }

// winMKV and winMKD are machineKey validation and decryption keys.
func (g *G) winMKV() string { return g.s(alHexU, 128) }
func (g *G) winMKD() string { return g.s(alHexU, 64) }

// winAzSig is a URL-encoded SAS signature.
func (g *G) winAzSig() string { return url.QueryEscape(g.b64(32)) }

// winADO is an Azure DevOps personal access token of the current 84-char
// shape.
func (g *G) winADO() string { return g.s(alAlnum, 52) + "AZDO" + g.s(alAlnum, 28) }

// winUTF16 is base64 of s in UTF-16LE (unattend, -EncodedCommand).
func winUTF16(s string) string {
	u := utf16.Encode([]rune(s))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return base64.StdEncoding.EncodeToString(b)
}

// winTenant is an Entra ID tenant id, benign.
func (g *G) winTenant() string { return g.uuid() }

// winMSJWT is an Entra ID access token (RS256).
func (g *G) winMSJWT(aud, tid string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"aio":"%s","appid":"%s","appidacr":"1","idp":"https://sts.windows.net/%s/","oid":"%s","rh":"0.%s.","sub":"%s","tid":"%s","uti":"%s","ver":"1.0"}`,
		aud, tid, iat, iat, iat+3599, g.b64u(60), g.uuid(), tid, g.uuid(), g.b64u(40), g.uuid(), tid, g.b64u(22)))
}

// winHexBytes formats bytes the way regedit exports a REG_BINARY value.
func winHexBytes(b []byte) string {
	p := make([]string, len(b))
	for i, c := range b {
		p[i] = fmt.Sprintf("%02x", c)
	}
	return strings.Join(p, ",")
}

// ---- PowerShell scripts and transcripts ----

func (g *G) winPowerShell() {
	g.winAdd("win/ps-securestring-pscredential-invoke-command", `
PS C:\Users\dkowalski\src\infra-scripts> Get-Content .\Restart-AppPools.ps1
param(
    [string[]]$ComputerName = @('WEB01','WEB02','WEB03')
)

$user = 'CORP\svc-deploy'
$pass = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pass)

Invoke-Command -ComputerName $ComputerName -Credential $cred -ScriptBlock {
    Import-Module WebAdministration
    Get-ChildItem IIS:\AppPools | Where-Object state -eq 'Started' | ForEach-Object {
        Restart-WebAppPool -Name $_.Name
    }
}
`, V{"a": g.pw()}, `CORP\svc-deploy`, "Restart-AppPools.ps1")

	g.winAdd("win/ps-new-localuser-splat", `
# Provision-Kiosk.ps1  (runs as SYSTEM from the Intune platform script)
$ErrorActionPreference = 'Stop'
$params = @{
    Name                     = 'KioskUser'
    Password                 = (ConvertTo-SecureString -String "«a»" -AsPlainText -Force)
    FullName                 = 'Lobby kiosk'
    Description              = 'Auto-logon account for lobby display'
    PasswordNeverExpires     = $true
    UserMayNotChangePassword = $true
}
New-LocalUser @params
Add-LocalGroupMember -Group 'Users' -Member 'KioskUser'
`, V{"a": g.pwStrong()}, "KioskUser", "Provision-Kiosk.ps1")

	g.winAdd("win/ps-set-adaccountpassword-reset", `
PS C:\> Set-ADAccountPassword -Identity jmartinez -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "«a»" -Force) -Server dc01.corp.contoso.com
PS C:\> Set-ADUser -Identity jmartinez -ChangePasswordAtLogon $true
PS C:\> Get-ADUser jmartinez -Properties pwdLastSet,LockedOut | Select-Object SamAccountName,LockedOut,@{n='pwdLastSet';e={[datetime]::FromFileTime($_.pwdLastSet)}}

SamAccountName LockedOut pwdLastSet
-------------- --------- ----------
jmartinez          False 0
`, V{"a": g.pw()}, "dc01.corp.contoso.com", "jmartinez")

	g.winAdd("win/ps-new-aduser-csv-import-loop", `
$users = Import-Csv .\new-hires-2025-03.csv
foreach ($u in $users) {
    New-ADUser -Name "$($u.First) $($u.Last)" ˋ
        -SamAccountName $u.Sam ˋ
        -UserPrincipalName "$($u.Sam)@contoso.com" ˋ
        -Path 'OU=Staff,OU=Users,DC=corp,DC=contoso,DC=com' ˋ
        -AccountPassword (ConvertTo-SecureString '«a»' -AsPlainText -Force) ˋ
        -ChangePasswordAtLogon $true ˋ
        -Enabled $true
}
`, V{"a": g.pick("Welcome", "Contoso", "Spring") + g.s(alDigit, 4) + "!" + g.an(4)}, "OU=Staff,OU=Users,DC=corp,DC=contoso,DC=com")

	g.winAdd("win/ps-get-credential-output-benign", `
PS C:\> $cred = Get-Credential -UserName 'CONTOSO\adm-dk' -Message 'Domain admin'
PS C:\> $cred

UserName                           Password
--------                           --------
CONTOSO\adm-dk System.Security.SecureString

PS C:\> $cred.Password | ConvertFrom-SecureString
«_a»
`, V{"_a": g.winSecure()}, `CONTOSO\adm-dk`, "System.Security.SecureString")

	g.winAdd("win/ps-getnetworkcredential-password-printed", `
PS C:\> $cred = Import-Clixml -Path "$env:USERPROFILE\.creds\sqlsvc.xml"
PS C:\> $cred.GetNetworkCredential() | Format-List *

UserName       : svc-sql-agent
Password       : «a»
SecurePassword : System.Security.SecureString
Domain         : CORP
`, V{"a": g.pwStrong()}, "svc-sql-agent", `$env:USERPROFILE\.creds\sqlsvc.xml`)

	g.winAdd("win/ps-transcript-header-and-secret", `
**********************
Windows PowerShell transcript start
Start time: 20250311094412
Username: CORP\dkowalski
RunAs User: CORP\dkowalski
Configuration Name: 
Machine: ADM-JUMP02 (Microsoft Windows NT 10.0.20348.0)
Host Application: C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe
Process ID: 7412
PSVersion: 5.1.20348.2849
PSEdition: Desktop
BuildVersion: 10.0.20348.2849
CLRVersion: 4.0.30319.42000
**********************
Transcript started, output file is C:\Transcripts\PowerShell_transcript.ADM-JUMP02.«_t».20250311094412.txt
PS C:\> $pw = '«a»'
PS C:\> $sec = $pw | ConvertTo-SecureString -AsPlainText -Force
PS C:\> Set-ADAccountPassword svc-backup -NewPassword $sec -Reset
PS C:\> Stop-Transcript
**********************
Windows PowerShell transcript end
End time: 20250311094519
**********************
`, V{"_t": g.s(alAlnum, 8), "a": g.pwStrong()}, "ADM-JUMP02", "svc-backup")

	g.winAdd("win/ps-new-psdrive-credential", `
$secpw  = ConvertTo-SecureString "«a»" -AsPlainText -Force
$creds  = [pscredential]::new('FILESRV01\backupop', $secpw)
New-PSDrive -Name B -PSProvider FileSystem -Root '\\filesrv01.corp.local\backup$' -Credential $creds -Persist
robocopy D:\Exports B:\exports\%COMPUTERNAME% /MIR /R:2 /W:5 /NP /LOG:C:\Logs\robocopy.log
`, V{"a": g.pwURL()}, `\\filesrv01.corp.local\backup$`, `FILESRV01\backupop`)

	g.winAdd("win/ps-send-mailmessage-smtp", `
$smtpUser = 'alerts@contoso.com'
$smtpPass = ConvertTo-SecureString '«a»' -AsPlainText -Force
$smtpCred = New-Object PSCredential $smtpUser, $smtpPass
Send-MailMessage -From $smtpUser -To 'it-ops@contoso.com' ˋ
    -Subject "Disk space low on $env:COMPUTERNAME" ˋ
    -Body ($report | Out-String) ˋ
    -SmtpServer 'smtp.office365.com' -Port 587 -UseSsl -Credential $smtpCred
`, V{"a": g.pw()}, "alerts@contoso.com", "smtp.office365.com")

	g.winAdd("win/ps-register-scheduledtask-password", `
$action   = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument '-NoProfile -File C:\Scripts\Sync-HR.ps1'
$trigger  = New-ScheduledTaskTrigger -Daily -At 2am
Register-ScheduledTask -TaskName 'HR Sync' -Action $action -Trigger $trigger ˋ
    -User 'CORP\svc-hrsync' -Password '«a»' -RunLevel Highest
`, V{"a": g.pwStrong()}, `CORP\svc-hrsync`, "Sync-HR.ps1")

	g.winAdd("win/ps-new-service-credential", `
PS C:\Program Files\Acme\Agent> $svcCred = New-Object System.Management.Automation.PSCredential("CORP\svc-acme", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
PS C:\Program Files\Acme\Agent> New-Service -Name AcmeAgent -BinaryPathName '"C:\Program Files\Acme\Agent\acme-agent.exe" --service' -DisplayName 'Acme Agent' -StartupType Automatic -Credential $svcCred

Status   Name               DisplayName
------   ----               -----------
Stopped  AcmeAgent          Acme Agent
`, V{"a": g.pw()}, `CORP\svc-acme`, "AcmeAgent")

	g.winAdd("win/ps-register-psrepository-azure-artifacts", `
$patToken = "«a»" | ConvertTo-SecureString -AsPlainText -Force
$credsAzureDevopsServices = New-Object System.Management.Automation.PSCredential("dk@contoso.com", $patToken)
Register-PSRepository -Name "ContosoPS" ˋ
    -SourceLocation "https://pkgs.dev.azure.com/contoso/_packaging/powershell/nuget/v2" ˋ
    -PublishLocation "https://pkgs.dev.azure.com/contoso/_packaging/powershell/nuget/v2" ˋ
    -InstallationPolicy Trusted -Credential $credsAzureDevopsServices
Install-Module -Name Contoso.Ops -Repository ContosoPS -Credential $credsAzureDevopsServices
`, V{"a": g.azDevops()}, "https://pkgs.dev.azure.com/contoso/_packaging/powershell/nuget/v2")

	g.winAdd("win/ps-enter-pssession-inline-cred", `
PS C:\> Enter-PSSession -ComputerName 10.40.2.15 -Credential (New-Object PSCredential 'Administrator',(ConvertTo-SecureString '«a»' -AsPlainText -Force)) -UseSSL -SessionOption (New-PSSessionOption -SkipCACheck -SkipCNCheck)
[10.40.2.15]: PS C:\Users\Administrator\Documents> hostname
WIN-8K2J4H1Q0PL
`, V{"a": g.pwStrong()}, "WIN-8K2J4H1Q0PL")

	g.winAdd("win/ps-env-var-machine-scope", `
PS C:\> [Environment]::SetEnvironmentVariable('ACME_API_KEY', '«a»', 'Machine')
PS C:\> [Environment]::SetEnvironmentVariable('ACME_API_URL', 'https://api.acme.io/v2', 'Machine')
PS C:\> $env:ACME_LOG_LEVEL = 'debug'
PS C:\> Restart-Service AcmeAgent
`, V{"a": "ak_live_" + g.an(32)}, "https://api.acme.io/v2", "ACME_LOG_LEVEL")

	g.winAdd("win/ps-start-process-runas-cred", `
$u = "$env:COMPUTERNAME\installer"
$p = ConvertTo-SecureString -String '«a»' -AsPlainText -Force
Start-Process -FilePath msiexec.exe -ArgumentList '/i', 'C:\Temp\AcmeClient-4.2.1-x64.msi', '/qn', '/l*v', 'C:\Temp\acme-install.log' -Credential ([pscredential]::new($u, $p)) -Wait
`, V{"a": g.pw()}, "AcmeClient-4.2.1-x64.msi")

	g.winAdd("win/ps-export-clixml-credential-file-benign", `
PS C:\> Get-Content C:\Users\dk\.creds\vcenter.xml
<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">
  <Obj RefId="0">
    <TN RefId="0">
      <T>System.Management.Automation.PSCredential</T>
      <T>System.Object</T>
    </TN>
    <ToString>System.Management.Automation.PSCredential</ToString>
    <Props>
      <S N="UserName">administrator@vsphere.local</S>
      <SS N="Password">«_a»</SS>
    </Props>
  </Obj>
</Objs>
`, V{"_a": g.winSecure()}, "administrator@vsphere.local")

	g.winAdd("win/ps-read-host-and-plain-fallback", `
function Get-DeployCredential {
    if ($env:CI) {
        # build agents have no console; fall back to the service password
        $plain = '«a»'
        return [pscredential]::new('CORP\svc-build', (ConvertTo-SecureString $plain -AsPlainText -Force))
    }
    $sec = Read-Host -Prompt 'Password for CORP\svc-build' -AsSecureString
    [pscredential]::new('CORP\svc-build', $sec)
}
`, V{"a": g.pwStrong()}, "Read-Host -Prompt 'Password for CORP\\svc-build' -AsSecureString")

	g.winAdd("win/ps-set-localuser-administrator", `
PS C:\> Get-LocalUser

Name               Enabled Description
----               ------- -----------
Administrator      False   Built-in account for administering the computer/domain
DefaultAccount     False   A user account managed by the system.
Guest              False   Built-in account for guest access to the computer/domain
WDAGUtilityAccount False   A user account managed and used by the system for Windows Defender Application Guard scenarios.

PS C:\> Set-LocalUser -Name Administrator -Password (ConvertTo-SecureString "«a»" -AsPlainText -Force); Enable-LocalUser Administrator
`, V{"a": g.pwStrong()}, "WDAGUtilityAccount")

	g.winAdd("win/ps-encodedcommand-with-password", `
C:\> powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -EncodedCommand «a»
`, V{"a": winUTF16("$p=ConvertTo-SecureString '" + g.pw() + "' -AsPlainText -Force;$c=New-Object PSCredential('CORP\\svc-patch',$p);Invoke-Command -ComputerName SQL01 -Credential $c -ScriptBlock {Install-WindowsUpdate -AcceptAll -AutoReboot}")})

	g.winAdd("win/ps-new-smbmapping-and-psexec-like", `
PS C:\> New-SmbMapping -LocalPath 'Z:' -RemotePath '\\nas02\media' -UserName 'nas02\mediaadmin' -Password '«a»' -Persistent $true

Status Local Path Remote Path
------ ---------- -----------
OK     Z:         \\nas02\media
`, V{"a": g.pwURL()}, `\\nas02\media`)

	g.winAdd("win/ps-psd1-config-hashtable", `
# Deploy.Settings.psd1
@{
    Environment     = 'Production'
    SqlInstance     = 'SQLPROD01\INST1'
    SqlUser         = 'app_deployer'
    SqlPassword     = '«a»'
    ServiceBusConn  = 'Endpoint=sb://contoso-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»'
    NotifyChannel   = '#deploys'
}
`, V{"a": g.pw(), "b": g.b64(32)}, `SQLPROD01\INST1`, "RootManageSharedAccessKey")
}

// ---- Microsoft 365 and Azure sign-ins ----

func (g *G) winCloud() {
	tid := g.winTenant()
	g.winAdd("win/exo-connect-certificate-thumbprint-benign", `
PS C:\> Connect-ExchangeOnline -AppId «_app» -CertificateThumbprint «_th» -Organization contoso.onmicrosoft.com -ShowBanner:$false
PS C:\> Get-Mailbox -ResultSize 3 | Select-Object DisplayName,PrimarySmtpAddress,ExchangeGuid

DisplayName     PrimarySmtpAddress          ExchangeGuid
-----------     ------------------          ------------
Ada Lovelace    ada@contoso.com             «_g1»
Grace Hopper    grace@contoso.com           «_g2»
Shared Finance  finance@contoso.com         «_g3»
`, V{"_app": g.uuid(), "_th": g.winThumb(), "_g1": g.uuid(), "_g2": g.uuid(), "_g3": g.uuid()}, "contoso.onmicrosoft.com")

	g.winAdd("win/mggraph-clientsecretcredential", `
$TenantId     = "«_t»"
$ClientId     = "«_c»"
$ClientSecret = "«a»"

$secure = ConvertTo-SecureString -String $ClientSecret -AsPlainText -Force
$ClientSecretCredential = New-Object -TypeName System.Management.Automation.PSCredential -ArgumentList $ClientId, $secure
Connect-MgGraph -TenantId $TenantId -ClientSecretCredential $ClientSecretCredential -NoWelcome

Get-MgUser -Filter "accountEnabled eq false" -All | Select-Object DisplayName,UserPrincipalName
`, V{"_t": tid, "_c": g.uuid(), "a": g.azSecret()})

	g.winAdd("win/azaccount-serviceprincipal", `
PS /home/dk> $sp = New-Object PSCredential '«_c»', (ConvertTo-SecureString '«a»' -AsPlainText -Force)
PS /home/dk> Connect-AzAccount -ServicePrincipal -Credential $sp -Tenant «_t»

Account                                SubscriptionName     TenantId                             Environment
-------                                ----------------     --------                             -----------
«_c» Contoso-Prod         «_t» AzureCloud
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": tid})

	g.winAdd("win/az-login-service-principal-cli", `
C:\src\platform> az login --service-principal -u «_c» -p «a» --tenant «_t»
[
  {
    "cloudName": "AzureCloud",
    "homeTenantId": "«_t»",
    "id": "«_sub»",
    "isDefault": true,
    "managedByTenants": [],
    "name": "Contoso-Dev",
    "state": "Enabled",
    "tenantId": "«_t»",
    "user": {
      "name": "«_c»",
      "type": "servicePrincipal"
    }
  }
]
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": tid, "_sub": g.uuid()})

	g.winAdd("win/pnp-online-client-secret", `
Connect-PnPOnline -Url "https://contoso.sharepoint.com/sites/Finance" ˋ
    -ClientId "«_c»" ˋ
    -ClientSecret "«a»" ˋ
    -WarningAction Ignore
Get-PnPListItem -List "Invoices" -PageSize 500 | Export-Csv .\invoices.csv -NoTypeInformation
`, V{"_c": g.uuid(), "a": g.b64(32)}, "https://contoso.sharepoint.com/sites/Finance")

	g.winAdd("win/token-request-invoke-restmethod-body", `
$body = @{
    grant_type    = "client_credentials"
    scope         = "https://graph.microsoft.com/.default"
    client_id     = "«_c»"
    client_secret = "«a»"
}
$tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/«_t»/oauth2/v2.0/token" -Body $body
$headers = @{ Authorization = "Bearer $($tok.access_token)" }
Invoke-RestMethod -Uri "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices?ˋ$top=50" -Headers $headers
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": tid})

	g.winAdd("win/token-response-printed", `
PS C:\> $tok

token_type     : Bearer
expires_in     : 3599
ext_expires_in : 3599
access_token   : «a»
`, V{"a": g.winMSJWT("https://graph.microsoft.com", tid)})

	g.winAdd("win/get-msaltoken-output", `
PS C:\> $t = Get-MsalToken -ClientId $appId -TenantId $tenantId -ClientSecret (ConvertTo-SecureString $secret -AsPlainText -Force)
PS C:\> $t | Select-Object TokenType,ExpiresOn,Scopes,AccessToken | Format-List

TokenType   : Bearer
ExpiresOn   : 3/11/2025 10:52:07 AM +00:00
Scopes      : {https://graph.microsoft.com/.default}
AccessToken : «a»
`, V{"a": g.winMSJWT("00000003-0000-0000-c000-000000000000", tid)}, "Get-MsalToken -ClientId $appId")

	g.winAdd("win/keyvault-secret-asplaintext", `
PS C:\> Get-AzKeyVaultSecret -VaultName kv-contoso-prod -Name SqlAdminPassword -AsPlainText
«a»
PS C:\> Get-AzKeyVaultSecret -VaultName kv-contoso-prod -Name SqlAdminPassword | Select-Object Name,Version,Updated

Name             Version                          Updated
----             -------                          -------
SqlAdminPassword «_v» 2/27/2025 4:18:33 PM
`, V{"a": g.pwStrong(), "_v": g.hex(32)}, "kv-contoso-prod")

	g.winAdd("win/az-keyvault-secret-set-cli", `
$ az keyvault secret set --vault-name kv-contoso-dev --name StripeApiKey --value "«a»" --query "{id:id, enabled:attributes.enabled}"
{
  "enabled": true,
  "id": "https://kv-contoso-dev.vault.azure.net/secrets/StripeApiKey/«_v»"
}
`, V{"a": g.skLive(), "_v": g.hex(32)})

	g.winAdd("win/az-storage-context-account-key", `
$ctx = New-AzStorageContext -StorageAccountName 'stcontosologs01' -StorageAccountKey '«a»'
Get-AzStorageBlob -Container 'iis-logs' -Context $ctx -Prefix 'W3SVC1/u_ex2503' |
    Get-AzStorageBlobContent -Destination D:\logs\ -Force
`, V{"a": g.azStorage()}, "stcontosologs01")

	g.winAdd("win/azcopy-sas-url", `
C:\tools> azcopy copy "D:\Backups\SQL\*.bak" "https://stcontosobackup.blob.core.windows.net/sqlbackups?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2025-04-30T17:00:00Z&st=2025-03-01T09:00:00Z&spr=https&sig=«a»" --recursive=false
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support

Job «_j» has started
Log file is located at: C:\Users\dk\.azcopy\«_j».log
`, V{"a": g.winAzSig(), "_j": g.uuid()}, "stcontosobackup.blob.core.windows.net")

	g.winAdd("win/storage-connection-string-appsettings", `
  "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stfuncinvoices;AccountKey=«a»;EndpointSuffix=core.windows.net",
  "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
  "APPLICATIONINSIGHTS_CONNECTION_STRING": "InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/;ApplicationId=«_ai»",
`, V{"a": g.azStorage(), "_ik": g.uuid(), "_ai": g.uuid()}, "stfuncinvoices")

	g.winAdd("win/connect-azuread-app-secret-legacy", `
# MSOnline/AzureAD is retired - migrate this to Graph before June
Import-Module AzureAD
$appSecret = '«a»'
$creds = New-Object System.Management.Automation.PSCredential('«_c»', (ConvertTo-SecureString $appSecret -AsPlainText -Force))
Connect-AzureAD -TenantId «_t» -Credential $creds
`, V{"a": g.azSecret(), "_c": g.uuid(), "_t": tid})

	g.winAdd("win/spo-service-admin-password", `
PS C:\> $adminUPN = "spadmin@contoso.onmicrosoft.com"
PS C:\> $pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
PS C:\> Connect-SPOService -Url https://contoso-admin.sharepoint.com -Credential (New-Object PSCredential $adminUPN,$pw)
Connect-SPOService: The sign-in name or password does not match one in the Microsoft account system.
`, V{"a": g.pw()}, "spadmin@contoso.onmicrosoft.com", "https://contoso-admin.sharepoint.com")

	g.winAdd("win/servicebus-sas-connection", `
PS C:\> $conn = "Endpoint=sb://sb-contoso-orders.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=«a»;EntityPath=orders"
PS C:\> dotnet run --project .\tools\QueuePeek -- --connection "$conn" --max 5
Peeked 5 message(s) from orders (sequence 4812..4816)
`, V{"a": g.b64(32)}, "sb-contoso-orders.servicebus.windows.net")

	appSec := g.azSecret()
	g.winAdd("win/app-registration-secret-created-output", `
PS C:\> $pwd = Add-MgApplicationPassword -ApplicationId «_obj» -PasswordCredential @{ displayName = 'intune-export'; endDateTime = (Get-Date).AddMonths(6) }
PS C:\> $pwd | Format-List

CustomKeyIdentifier :
DisplayName         : intune-export
EndDateTime         : 9/11/2025 9:41:17 AM
Hint                : «=h»
KeyId               : «_k»
SecretText          : «a»
StartDateTime       : 3/11/2025 9:41:17 AM
`, V{"_obj": g.uuid(), "=h": appSec[:3], "_k": g.uuid(), "a": appSec}, "intune-export")

	g.winAdd("win/az-ad-sp-create-for-rbac", `
C:\> az ad sp create-for-rbac --name sp-github-deploy --role Contributor --scopes /subscriptions/«_s»/resourceGroups/rg-web-prod
Creating 'Contributor' role assignment under scope '/subscriptions/«_s»/resourceGroups/rg-web-prod'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_a»",
  "displayName": "sp-github-deploy",
  "password": "«p»",
  "tenant": "«_t»"
}
`, V{"_s": g.uuid(), "_a": g.uuid(), "p": g.azSecret(), "_t": tid}, "sp-github-deploy")
}

// ---- Invoke-RestMethod and Invoke-WebRequest ----

func (g *G) winRest() {
	g.winAdd("win/irm-headers-x-api-key", `
$headers = @{
    'X-Api-Key'    = '«a»'
    'Content-Type' = 'application/json'
    'Accept'       = 'application/json'
}
$resp = Invoke-RestMethod -Uri 'https://octopus.contoso.local/api/Spaces-1/deployments?take=5' -Headers $headers
$resp.Items | Select-Object Id,ReleaseId,EnvironmentId,Created
`, V{"a": "API-" + g.s(alUpNum, 26)}, "https://octopus.contoso.local/api/Spaces-1/deployments?take=5")

	g.winAdd("win/irm-basic-auth-base64-header", `
$pair = "svc_integration:«a»"
$b64  = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
Invoke-RestMethod -Uri "https://contoso.service-now.com/api/now/table/incident?sysparm_limit=10" ˋ
    -Headers @{ Authorization = "Basic $b64"; Accept = 'application/json' }
`, V{"a": g.pwURL()}, "svc_integration", "https://contoso.service-now.com/api/now/table/incident?sysparm_limit=10")

	ado := g.winADO()
	g.winAdd("win/iwr-ado-pat-basic-verbose", `
PS C:\> Invoke-WebRequest -Uri "https://dev.azure.com/contoso/Platform/_apis/build/builds?api-version=7.1&$top=1" -Headers @{Authorization = "Basic «a»"} -Verbose | Select-Object StatusCode
VERBOSE: GET with 0-byte payload
VERBOSE: received 4812-byte response of content type application/json; charset=utf-8; api-version=7.1

StatusCode
----------
       200
`, V{"a": b64s(":" + ado)}, "https://dev.azure.com/contoso/Platform/_apis/build/builds?api-version=7.1")

	g.winAdd("win/irm-bearer-github-token", `
PS C:\src> $gh = @{ Authorization = "Bearer «a»"; "X-GitHub-Api-Version" = "2022-11-28" }
PS C:\src> (Invoke-RestMethod https://api.github.com/repos/contoso/infra/pulls?state=open -Headers $gh).Count
7
`, V{"a": g.ghp()}, "X-GitHub-Api-Version")

	g.winAdd("win/irm-pagerduty-token-header", `
function Send-PDIncident {
    param([string]$Title)
    $h = @{ 'Authorization' = 'Token token=«a»'; 'From' = 'oncall@contoso.com' }
    $body = @{ incident = @{ type = 'incident'; title = $Title; service = @{ id = 'P4X2QZ1'; type = 'service_reference' } } } | ConvertTo-Json -Depth 5
    Invoke-RestMethod -Method Post -Uri https://api.pagerduty.com/incidents -Headers $h -Body $body -ContentType 'application/json'
}
`, V{"a": "u+" + g.b64u(18)}, "oncall@contoso.com", "P4X2QZ1")

	g.winAdd("win/iwr-verbose-debug-headers-printed", `
PS C:\> Invoke-WebRequest https://api.contoso-erp.com/v1/orders -Headers @{ 'Ocp-Apim-Subscription-Key' = $key } -Debug
DEBUG: GET https://api.contoso-erp.com/v1/orders
DEBUG: Request headers:
DEBUG:   User-Agent: Mozilla/5.0 (Windows NT 10.0; Microsoft Windows 10.0.22631; en-US) PowerShell/7.4.6
DEBUG:   Ocp-Apim-Subscription-Key: «a»
DEBUG:   Accept-Encoding: gzip, deflate, br
DEBUG: Response status: 200 OK
DEBUG: x-ms-request-id: «_r»
`, V{"a": g.hex(32), "_r": g.uuid()}, "PowerShell/7.4.6")

	g.winAdd("win/irm-jira-cloud-api-token", `
$jiraUser  = 'dk@contoso.com'
$jiraToken = '«a»'
$auth = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes("${jiraUser}:${jiraToken}"))
$issue = Invoke-RestMethod -Uri 'https://contoso.atlassian.net/rest/api/3/issue/OPS-1422' -Headers @{ Authorization = "Basic $auth" }
$issue.fields.status.name
`, V{"a": g.atlassian()}, "https://contoso.atlassian.net/rest/api/3/issue/OPS-1422")

	g.winAdd("win/webclient-netcredential-download", `
$wc = New-Object System.Net.WebClient
$wc.Credentials = New-Object System.Net.NetworkCredential('builduser', '«a»', 'CORP')
$wc.DownloadFile('https://nexus.corp.local/repository/raw-internal/tools/sqlpackage-162.5.57.zip', 'C:\Temp\sqlpackage.zip')
`, V{"a": g.pw()}, "https://nexus.corp.local/repository/raw-internal/tools/sqlpackage-162.5.57.zip")

	g.winAdd("win/irm-teams-webhook-url", `
$webhook = 'https://contoso.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a»/«_u»/«b»'
$card = @{ text = "Backup on $env:COMPUTERNAME finished: $status" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $webhook -Body $card -ContentType 'application/json'
`, V{"_g": g.uuid(), "_t": g.uuid(), "a": g.hex(32), "_u": g.uuid(), "b": "V2" + g.b64u(43)})

	g.winAdd("win/irm-datadog-keys-splat", `
$ddParams = @{
    Uri         = 'https://api.datadoghq.eu/api/v1/events'
    Method      = 'POST'
    Headers     = @{ 'DD-API-KEY' = '«a»'; 'DD-APPLICATION-KEY' = '«b»' }
    ContentType = 'application/json'
    Body        = (@{ title = 'IIS recycle'; text = "Pool recycled on $env:COMPUTERNAME"; tags = @('env:prod','role:web') } | ConvertTo-Json)
}
Invoke-RestMethod @ddParams
`, V{"a": g.hex(32), "b": g.hex(40)}, "https://api.datadoghq.eu/api/v1/events")
}

// ---- cmd.exe and batch files ----

func (g *G) winCmd() {
	g.winAdd("win/cmd-net-use-password-inline", `
C:\>net use Y: \\fs01.corp.local\deploy «a» /user:CORP\svc-deploy /persistent:no
The command completed successfully.

C:\>net use
New connections will not be remembered.


Status       Local     Remote                    Network
-------------------------------------------------------------------------------
OK           Y:        \\fs01.corp.local\deploy  Microsoft Windows Network
The command completed successfully.
`, V{"a": g.pwURL()}, `\\fs01.corp.local\deploy`, `CORP\svc-deploy`)

	g.winAdd("win/bat-map-drives-login-script", `
@echo off
REM logon.bat - mapped via GPO, user config > scripts > logon
set SHAREUSER=CORP\scanner
set SHAREPASS=«a»
net use S: \\nas01\scans /user:%SHAREUSER% %SHAREPASS% /persistent:yes >nul 2>&1
net use P: \\fs01\public >nul 2>&1
if errorlevel 1 echo Mapping failed for %USERNAME% >> \\fs01\logs$\logon-errors.txt
`, V{"a": g.pw()}, `\\nas01\scans`, `CORP\scanner`)

	g.winAdd("win/cmd-net-user-add-local-admin", `
C:\Windows\system32>net user helpdesk «a» /add /fullname:"Helpdesk Local" /passwordchg:no /expires:never
The command completed successfully.

C:\Windows\system32>net localgroup Administrators helpdesk /add
The command completed successfully.
`, V{"a": g.pwStrong()}, "Helpdesk Local")

	g.winAdd("win/cmd-runas-savecred-benign", `
C:\>runas /savecred /user:CORP\adm-dk "mmc.exe dsa.msc"
Attempting to start mmc.exe dsa.msc as user "CORP\adm-dk" ...

C:\>cmdkey /list

Currently stored credentials:

    Target: Domain:interactive=CORP\adm-dk
    Type: Domain Password
    User: CORP\adm-dk
    Local machine persistence
`, nil, "runas /savecred /user:CORP\\adm-dk", "Target: Domain:interactive=CORP\\adm-dk")

	g.winAdd("win/cmdkey-generic-and-termsrv", `
C:\Users\dk>cmdkey /generic:TERMSRV/rds01.corp.local /user:CORP\dk /pass:«a»

CMDKEY: Credential added successfully.

C:\Users\dk>cmdkey /add:git:https://dev.azure.com /user:dk@contoso.com /pass:«b»

CMDKEY: Credential added successfully.
`, V{"a": g.pw(), "b": g.azDevops()}, "TERMSRV/rds01.corp.local")

	g.winAdd("win/schtasks-create-ru-rp", `
C:\Scripts>schtasks /Create /TN "Contoso\Nightly SQL Export" /TR "C:\Scripts\export.cmd" /SC DAILY /ST 01:30 /RU CORP\svc-export /RP «a» /RL HIGHEST /F
SUCCESS: The scheduled task "Contoso\Nightly SQL Export" has successfully been created.
`, V{"a": g.pwStrong()}, `Contoso\Nightly SQL Export`, `CORP\svc-export`)

	g.winAdd("win/sc-config-obj-password", `
C:\Windows\system32>sc.exe config "AcmeSync" obj= "CORP\svc-acmesync" password= "«a»"
[SC] ChangeServiceConfig SUCCESS

C:\Windows\system32>sc.exe qc AcmeSync
[SC] QueryServiceConfig SUCCESS

SERVICE_NAME: AcmeSync
        TYPE               : 10  WIN32_OWN_PROCESS
        START_TYPE         : 2   AUTO_START
        ERROR_CONTROL      : 1   NORMAL
        BINARY_PATH_NAME   : "C:\Program Files\Acme\Sync\AcmeSync.exe"
        LOAD_ORDER_GROUP   :
        TAG                : 0
        DISPLAY_NAME       : Acme Sync Service
        DEPENDENCIES       :
        SERVICE_START_NAME : CORP\svc-acmesync
`, V{"a": g.pw()}, `CORP\svc-acmesync`, "WIN32_OWN_PROCESS")

	g.winAdd("win/psexec-u-p", `
C:\Tools\SysinternalsSuite>PsExec64.exe \\WKS-0442 -u CORP\adm-helpdesk -p «a» -s -h cmd /c "gpupdate /force"

PsExec v2.43 - Execute processes remotely
Copyright (C) 2001-2023 Mark Russinovich
Sysinternals - www.sysinternals.com

Updating policy...

Computer Policy update has completed successfully.
User Policy update has completed successfully.

cmd exited on WKS-0442 with error code 0.
`, V{"a": g.pwURL()}, `CORP\adm-helpdesk`, "WKS-0442")

	g.winAdd("win/wmic-node-user-password", `
C:\>wmic /node:"10.20.5.31" /user:"CORP\adm-inventory" /password:"«a»" computersystem get Name,Model,TotalPhysicalMemory
Model               Name        TotalPhysicalMemory
OptiPlex 7010       WKS-0188    17002635264
`, V{"a": g.pw()}, `CORP\adm-inventory`, "OptiPlex 7010")

	g.winAdd("win/winrs-remote-user-password", `
C:\>winrs -r:https://hv03.corp.local:5986 -u:CORP\adm-hyperv -p:«a» "powershell -c Get-VM | ft Name,State,Uptime"

Name       State   Uptime
----       -----   ------
DC02       Running 41.07:12:55
SQL02      Running 12.02:40:11
`, V{"a": g.pwStrong()}, "https://hv03.corp.local:5986")

	g.winAdd("win/netdom-join-passwordd", `
C:\>netdom join %COMPUTERNAME% /domain:corp.contoso.com /userd:CORP\svc-domainjoin /passwordd:«a» /ou:"OU=Workstations,DC=corp,DC=contoso,DC=com" /reboot:10
The machine will be rebooted in 10 seconds.
The command completed successfully.
`, V{"a": g.pwStrong()}, `CORP\svc-domainjoin`)

	g.winAdd("win/msiexec-properties-service-password", `
msiexec /i "\\sccm01\sources$\Apps\AcmeBackup\AcmeBackupAgent_8.3.0.msi" /qn /norestart ^
  INSTALLDIR="C:\Program Files\AcmeBackup" ^
  SERVER=backup.corp.local PORT=8443 ^
  SERVICEACCOUNT="CORP\svc-acmebkp" SERVICEPASSWORD="«a»" ^
  REGISTRATIONTOKEN=«b» ^
  /l*v "%TEMP%\AcmeBackup_install.log"
`, V{"a": g.pw(), "b": g.hex(48)}, `CORP\svc-acmebkp`, "backup.corp.local")

	g.winAdd("win/sql-setup-configurationfile-ini", `
; SQL Server 2022 Configuration File
[OPTIONS]
ACTION="Install"
FEATURES=SQLENGINE,FULLTEXT
INSTANCENAME="MSSQLSERVER"
SQLSVCACCOUNT="CORP\svc-sqlengine"
SQLSVCPASSWORD="«a»"
AGTSVCACCOUNT="CORP\svc-sqlagent"
AGTSVCPASSWORD="«b»"
SQLSYSADMINACCOUNTS="CORP\SQL Admins"
SECURITYMODE="SQL"
SAPWD="«c»"
TCPENABLED="1"
IACCEPTSQLSERVERLICENSETERMS="True"
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pwStrong()}, `CORP\svc-sqlengine`, `CORP\SQL Admins`)

	g.winAdd("win/mstsc-rdp-file-with-cmdkey-script", `
C:\Users\dk\Desktop> type jump.rdp
screen mode id:i:2
use multimon:i:0
desktopwidth:i:2560
desktopheight:i:1440
session bpp:i:32
full address:s:jump01.corp.local:3389
gatewayhostname:s:rdgw.contoso.com
gatewayusagemethod:i:1
gatewaycredentialssource:i:0
prompt for credentials:i:0
authentication level:i:2
username:s:CORP\dk
enablecredsspsupport:i:1
C:\Users\dk\Desktop> type connect-jump.cmd
@echo off
cmdkey /generic:TERMSRV/jump01.corp.local /user:CORP\dk /pass:«a»
start mstsc "%~dp0jump.rdp"
`, V{"a": g.pw()}, "full address:s:jump01.corp.local:3389", "rdgw.contoso.com")

	g.winAdd("win/bat-set-env-and-call", `
@echo off
setlocal
REM === build.cmd - local release build ===
set CONFIGURATION=Release
set SIGN_CERT=C:\certs\contoso-codesign.pfx
set SIGN_CERT_PASSWORD=«a»
set NUGET_API_KEY=«b»
msbuild Contoso.sln /p:Configuration=%CONFIGURATION% /m /v:minimal || exit /b 1
signtool sign /f "%SIGN_CERT%" /p "%SIGN_CERT_PASSWORD%" /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 bin\Release\Contoso.App.exe
nuget push out\*.nupkg -Source https://api.nuget.org/v3/index.json -ApiKey %NUGET_API_KEY%
endlocal
`, V{"a": g.pw(), "b": "oy2" + g.s(alLowNum, 43)}, `C:\certs\contoso-codesign.pfx`, "http://timestamp.digicert.com")

	g.winAdd("win/cmd-dsquery-and-dsmod-pwd", `
C:\>dsquery user -samid t.nguyen
"CN=Thanh Nguyen,OU=Sales,OU=Staff,DC=corp,DC=contoso,DC=com"

C:\>dsmod user "CN=Thanh Nguyen,OU=Sales,OU=Staff,DC=corp,DC=contoso,DC=com" -pwd «a» -mustchpwd yes
dsmod succeeded:CN=Thanh Nguyen,OU=Sales,OU=Staff,DC=corp,DC=contoso,DC=com
`, V{"a": g.pw()}, "CN=Thanh Nguyen,OU=Sales,OU=Staff,DC=corp,DC=contoso,DC=com")

	g.winAdd("win/cmd-vmrun-guest-password", `
C:\Program Files (x86)\VMware\VMware Workstation>vmrun -T ws -gu Administrator -gp «a» runProgramInGuest "D:\VMs\WinLab-DC\WinLab-DC.vmx" "C:\Windows\System32\cmd.exe" "/c ipconfig /all > C:\ip.txt"
`, V{"a": g.pwURL()}, `D:\VMs\WinLab-DC\WinLab-DC.vmx`)

	g.winAdd("win/cmd-reg-add-winlogon", `
C:\>reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v AutoAdminLogon /t REG_SZ /d 1 /f
The operation completed successfully.

C:\>reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultUserName /t REG_SZ /d kiosk /f
The operation completed successfully.

C:\>reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d «a» /f
The operation completed successfully.
`, V{"a": g.pw()}, `HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon`)
}

// ---- registry exports and reg.exe ----

func (g *G) winRegistry() {
	g.winAdd("win/reg-export-winlogon-autologon", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoRestartShell"=dword:00000001
"Background"="0 0 0"
"CachedLogonsCount"="10"
"DebugServerCommand"="no"
"DefaultDomainName"="CORP"
"DefaultUserName"="signage01"
"DefaultPassword"="«a»"
"AutoAdminLogon"="1"
"ForceUnlockLogon"=dword:00000000
"LegalNoticeCaption"=""
"PasswordExpiryWarning"=dword:00000005
"PowerdownAfterShutdown"="0"
"Shell"="explorer.exe"
"ShellCritical"=dword:00000000
"Userinit"="C:\\Windows\\system32\\userinit.exe,"
"WinStationsDisabled"="0"
"scremoveoption"="0"
"LastUsedUsername"="CORP\\signage01"
`, V{"a": g.pw()}, `"DefaultUserName"="signage01"`, `"Userinit"="C:\\Windows\\system32\\userinit.exe,"`)

	g.winAdd("win/reg-query-winlogon-output", `
PS C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" | findstr /i "default autoadmin"
    AutoAdminLogon    REG_SZ    1
    DefaultDomainName    REG_SZ    LAB
    DefaultUserName    REG_SZ    labadmin
    DefaultPassword    REG_SZ    «a»
`, V{"a": g.pwStrong()}, "DefaultUserName    REG_SZ    labadmin")

	g.winAdd("win/reg-tightvnc-password-hex", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server]
"ExtraPorts"=""
"QueryTimeout"=dword:0000001e
"UseVncAuthentication"=dword:00000001
"Password"=hex:«a»
"ControlPassword"=hex:«b»
"RfbPort"=dword:0000170c
"HttpPort"=dword:000016a8
"AcceptRfbConnections"=dword:00000001
`, V{"a": winHexBytes(g.bytes(8)), "b": winHexBytes(g.bytes(8))}, `[HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server]`)

	g.winAdd("win/reg-winscp-sessions", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\Martin Prikryl\WinSCP 2\Sessions\deploy@web-prod-01]
"HostName"="web-prod-01.contoso.net"
"UserName"="deploy"
"PortNumber"=dword:00000016
"FSProtocol"=dword:00000002
"Password"="«a»"
"LocalDirectory"="C:%5CUsers%5Cdk%5Csrc%5Csite%5Cdist"
"RemoteDirectory"="/var/www/site"
"PublicKeyFile"="C:%5CUsers%5Cdk%5C.ssh%5Cdeploy.ppk"
`, V{"a": "A35C" + g.s(alHexU, 60+2*g.r.IntN(20))}, "web-prod-01.contoso.net", `"RemoteDirectory"="/var/www/site"`)

	g.winAdd("win/reg-putty-session-proxy-password", `
[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\bastion%20via%20proxy]
"Present"=dword:00000001
"HostName"="bastion.contoso.net"
"LogType"=dword:00000000
"ProxyMethod"=dword:00000002
"ProxyHost"="proxy.corp.local"
"ProxyPort"=dword:00000c38
"ProxyUsername"="CORP\\dk"
"ProxyPassword"="«a»"
"UserName"="dk"
"PublicKeyFile"="C:\\Users\\dk\\.ssh\\bastion.ppk"
`, V{"a": g.pw()}, `"ProxyHost"="proxy.corp.local"`)

	g.winAdd("win/reg-odbc-dsn-pwd", `
[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\ERP_Reporting]
"Driver"="C:\\Windows\\system32\\msodbcsql18.dll"
"Server"="sqlrpt01.corp.local,1433"
"Database"="ERP_DW"
"LastUser"="rpt_reader"
"Trusted_Connection"="No"
"Encrypt"="Yes"
"TrustServerCertificate"="Yes"
"PWD"="«a»"
`, V{"a": g.pw()}, "sqlrpt01.corp.local,1433", `"LastUser"="rpt_reader"`)

	g.winAdd("win/reg-ultravnc-ini", `
C:\Program Files\uvnc bvba\UltraVNC> type ultravnc.ini
[ultravnc]
passwd=«a»
passwd2=«b»
[admin]
UseRegistry=0
MSLogonRequired=0
NewMSLogon=0
DebugMode=0
Avilog=0
path=C:\Program Files\uvnc bvba\UltraVNC
DisableTrayIcon=0
LoopbackOnly=0
AllowLoopback=1
AuthRequired=1
ConnectPriority=0
PortNumber=5900
`, V{"a": g.s(alHexU, 18), "b": g.s(alHexU, 18)}, "PortNumber=5900")

	g.winAdd("win/reg-benign-hex2-and-guids", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\«_g»]
"DisplayName"="Contoso Agent"
"DisplayVersion"="4.2.1.0"
"Publisher"="Contoso Ltd."
"InstallLocation"="C:\\Program Files\\Contoso\\Agent\\"
"UninstallString"=hex(2):4d,00,73,00,69,00,45,00,78,00,65,00,63,00,2e,00,65,00,78,00,65,00,20,00,2f,00,58,00,00,00
"EstimatedSize"=dword:0001a2f4
"ProductID"="«_p»"

[HKEY_LOCAL_MACHINE\SOFTWARE\Classes\Installer\Products\«_c»]
"ProductName"="Contoso Agent"
"PackageCode"="«_pc»"
`, V{"_g": g.winBrace(), "_p": g.digits(5) + "-" + g.digits(5) + "-" + g.digits(5) + "-AA" + g.digits(3), "_c": g.s(alHexU, 32), "_pc": g.s(alHexU, 32)}, `"DisplayVersion"="4.2.1.0"`)

	g.winAdd("win/reg-query-env-machine-api-key", `
C:\>reg query "HKLM\SYSTEM\CurrentControlSet\Control\Session Manager\Environment" /v SENTRY_AUTH_TOKEN

HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\Session Manager\Environment
    SENTRY_AUTH_TOKEN    REG_SZ    «a»

`, V{"a": g.sentryUser()}, `HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\Session Manager\Environment`)

	g.winAdd("win/sysinternals-autologon-cli", `
C:\Tools\SysinternalsSuite>Autologon64.exe kiosk LOBBY-PC01 «a» /accepteula

Autologon successfully configured.
The password is encrypted in the registry (LSA secret).
`, V{"a": g.pw()}, "LOBBY-PC01")
}

// ---- Group Policy Preferences ----

func (g *G) winGPP() {
	pol := "{31B2F340-016D-11D2-945F-00C04FB984F9}"
	g.winAdd("win/gpp-groups-xml-cpassword", `
PS C:\> Get-Content '\\corp.contoso.com\SYSVOL\corp.contoso.com\Policies\«_p»\Machine\Preferences\Groups\Groups.xml'
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="Administrator (built-in)" image="2" changed="2016-08-22 14:03:51" uid="«_u»"><Properties action="U" newName="" fullName="" description="" cpassword="«a»" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" subAuthority="RID_ADMIN" userName="Administrator (built-in)"/></User>
</Groups>
`, V{"_p": g.winBrace(), "_u": g.winBrace(), "a": g.winCpw()}, "{3125E937-EB16-4b4c-9934-544FC6D24D26}", "RID_ADMIN")

	g.winAdd("win/gpp-scheduledtasks-xml-cpassword", `
<?xml version="1.0" encoding="utf-8"?>
<ScheduledTasks clsid="{CC63F200-7309-4ba0-B154-A71CD118DBCC}">
  <TaskV2 clsid="{D8896631-B747-47a7-84A6-C155337F3BC8}" name="Cleanup Temp" image="2" changed="2018-01-09 10:22:41" uid="«_u»" userContext="0" removePolicy="0">
    <Properties action="U" name="Cleanup Temp" runAs="CORP\svc-maint" cpassword="«a»" logonType="Password">
      <Task version="1.2">
        <Principals><Principal id="Author"><UserId>CORP\svc-maint</UserId><LogonType>Password</LogonType><RunLevel>HighestAvailable</RunLevel></Principal></Principals>
        <Actions Context="Author"><Exec><Command>C:\Windows\System32\cleanmgr.exe</Command><Arguments>/sagerun:1</Arguments></Exec></Actions>
      </Task>
    </Properties>
    <Filters/>
  </TaskV2>
</ScheduledTasks>
`, V{"_u": g.winBrace(), "a": g.winCpw()}, `CORP\svc-maint`)

	g.winAdd("win/gpp-drives-xml", `
<?xml version="1.0" encoding="utf-8"?>
<Drives clsid="{8FDDCC1A-0C3C-43cd-A6B4-71A6DF20DA8C}"><Drive clsid="{935D1B74-9CB8-4e3c-9914-7DD559B7A417}" name="S:" status="S:" image="2" changed="2017-11-30 08:15:02" uid="«_u»" bypassErrors="1"><Properties action="U" thisDrive="NOCHANGE" allDrives="NOCHANGE" userName="CORP\svc-scans" cpassword="«a»" path="\\nas01\scans" label="Scans" persistent="1" useLetter="1" letter="S"/></Drive>
</Drives>
`, V{"_u": g.winBrace(), "a": g.winCpw()}, `\\nas01\scans`)

	g.winAdd("win/gpp-services-and-datasources", `
$ find /mnt/sysvol -name '*.xml' -path '*Preferences*' | xargs grep -l cpassword
/mnt/sysvol/corp.local/Policies/«_p1»/Machine/Preferences/Services/Services.xml
/mnt/sysvol/corp.local/Policies/«_p2»/User/Preferences/DataSources/DataSources.xml
$ cat /mnt/sysvol/corp.local/Policies/«_p1»/Machine/Preferences/Services/Services.xml
<?xml version="1.0" encoding="utf-8"?>
<NTServices clsid="{2CFB484A-4E96-4b5d-A0B6-093D2F91E6AE}"><NTService clsid="{AB6F0B67-341F-4e51-92F9-005FBFBA1A43}" name="BackupExecAgentAccelerator" image="4" changed="2015-04-02 11:40:12" uid="«_u1»"><Properties startupType="AUTOMATIC" serviceName="BackupExecAgentAccelerator" serviceAction="START" timeout="30" accountName="CORP\svc-bexec" cpassword="«a»" interact="0"/></NTService>
</NTServices>
$ cat /mnt/sysvol/corp.local/Policies/«_p2»/User/Preferences/DataSources/DataSources.xml
<?xml version="1.0" encoding="utf-8"?>
<DataSources clsid="{380F820F-F21B-41ac-A3CC-24D4F80F067B}"><DataSource clsid="{5C209626-D820-4d69-8D50-1FACD6214488}" name="Finance" image="2" changed="2015-06-19 09:02:55" uid="«_u2»"><Properties action="U" userDSN="0" dsn="Finance" driver="SQL Server" description="" username="fin_report" cpassword="«b»"><Attributes><Attribute name="SERVER" value="sqlfin01"/></Attributes></Properties></DataSource>
</DataSources>
`, V{"_p1": g.winBrace(), "_p2": g.winBrace(), "_u1": g.winBrace(), "a": g.winCpw(), "_u2": g.winBrace(), "b": g.winCpw()}, "BackupExecAgentAccelerator", `CORP\svc-bexec`)

	pw1 := g.pw()
	g.winAdd("win/get-gpppassword-output", `
PS C:\Tools> Import-Module .\Get-GPPPassword.ps1; Get-GPPPassword

Changed   : {2016-08-22 14:03:51}
UserNames : {Administrator (built-in)}
NewName   : [BLANK]
Passwords : {«a»}
File      : \\CORP.CONTOSO.COM\SYSVOL\corp.contoso.com\Policies\«_p»\MACHINE\Preferences\Groups\Groups.xml

Changed   : {2018-01-09 10:22:41}
UserNames : {CORP\svc-maint}
NewName   : [BLANK]
Passwords : {«b»}
File      : \\CORP.CONTOSO.COM\SYSVOL\corp.contoso.com\Policies\«_p2»\MACHINE\Preferences\ScheduledTasks\ScheduledTasks.xml
`, V{"a": pw1, "_p": pol, "b": g.pw(), "_p2": g.winBrace()}, "Administrator (built-in)")

	g.winAdd("win/gpp-decrypt-kali", `
┌──(kali㉿kali)-[~/htb/active]
└─$ gpp-decrypt «a»
«b»
`, V{"a": g.winCpw(), "b": g.pw()})

	g.winAdd("win/gpp-groups-empty-cpassword-benign", `
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><Group clsid="{6D4A79E4-529C-4481-ABD0-F5BD7EA93BA7}" name="Administrators (built-in)" image="2" changed="2023-02-14 16:20:09" uid="«_u»"><Properties action="U" newName="" description="" deleteAllUsers="0" deleteAllGroups="0" removeAccounts="0" groupSid="S-1-5-32-544" groupName="Administrators (built-in)"><Members><Member name="CORP\Workstation Admins" action="ADD" sid="«_s»"/></Members></Properties></Group>
</Groups>
`, V{"_u": g.winBrace(), "_s": g.winSID()}, "S-1-5-32-544", `CORP\Workstation Admins`)
}

// ---- IIS and ASP.NET ----

func (g *G) winIIS() {
	g.winAdd("win/web-config-connectionstrings", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="DefaultConnection" connectionString="Data Source=SQLPROD01\INST1;Initial Catalog=Portal;User ID=portal_app;Password=«a»;MultipleActiveResultSets=True;Encrypt=True;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
    <add name="PortalEntities" connectionString="metadata=res://*/Models.Portal.csdl|res://*/Models.Portal.ssdl|res://*/Models.Portal.msl;provider=System.Data.SqlClient;provider connection string=&quot;data source=SQLPROD01\INST1;initial catalog=Portal;user id=portal_ef;password=«b»;MultipleActiveResultSets=True;App=EntityFramework&quot;" providerName="System.Data.EntityClient" />
  </connectionStrings>
  <appSettings>
    <add key="webpages:Version" value="3.0.0.0" />
    <add key="ClientValidationEnabled" value="true" />
  </appSettings>
</configuration>
`, V{"a": g.pw(), "b": g.pwStrong()}, "portal_app", `SQLPROD01\INST1`)

	g.winAdd("win/web-config-machinekey", `
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <httpRuntime targetFramework="4.8" maxRequestLength="51200" enableVersionHeader="false" />
    <machineKey validationKey="«a»" decryptionKey="«b»" validation="HMACSHA256" decryption="AES" />
    <authentication mode="Forms">
      <forms loginUrl="~/Account/Login" timeout="2880" name=".ASPXAUTH" protection="All" />
    </authentication>
    <sessionState mode="InProc" cookieless="false" timeout="20" />
  </system.web>
`, V{"a": g.winMKV(), "b": g.winMKD()}, `loginUrl="~/Account/Login"`)

	g.winAdd("win/web-config-appsettings-api-keys", `
  <appSettings>
    <add key="Environment" value="Production" />
    <add key="Stripe:PublishableKey" value="«_pk»" />
    <add key="Stripe:SecretKey" value="«a»" />
    <add key="SendGrid:ApiKey" value="«b»" />
    <add key="reCaptcha:SiteKey" value="6L«_rs»" />
    <add key="reCaptcha:SecretKey" value="6L«c»" />
    <add key="Cdn:BaseUrl" value="https://cdn.contoso.com/assets/" />
    <add key="owin:AutomaticAppStartup" value="true" />
  </appSettings>
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.sendgrid(), "_rs": g.b64u(38), "c": g.b64u(38)}, "https://cdn.contoso.com/assets/")

	g.winAdd("win/web-config-mailsettings-smtp", `
  <system.net>
    <mailSettings>
      <smtp from="noreply@contoso.com" deliveryMethod="Network">
        <network host="smtp.sendgrid.net" port="587" userName="apikey" password="«a»" enableSsl="true" defaultCredentials="false" />
      </smtp>
    </mailSettings>
  </system.net>
`, V{"a": g.sendgrid()}, "smtp.sendgrid.net", "noreply@contoso.com")

	g.winAdd("win/web-config-sessionstate-sqlserver", `
    <sessionState mode="SQLServer" sqlConnectionString="data source=sqlsess01.corp.local;user id=aspstate;password=«a»" cookieless="false" timeout="30" allowCustomSqlDatabase="false" />
    <identity impersonate="true" userName="CORP\svc-webapp" password="«b»" />
`, V{"a": g.pw(), "b": g.pwStrong()}, "sqlsess01.corp.local", `CORP\svc-webapp`)

	g.winAdd("win/web-config-protected-section-benign", `
  <connectionStrings configProtectionProvider="RsaProtectedConfigurationProvider">
    <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.org/2001/04/xmlenc#">
      <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc" />
      <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
        <EncryptedKey xmlns="http://www.w3.org/2001/04/xmlenc#">
          <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" />
          <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
            <KeyName>Rsa Key</KeyName>
          </KeyInfo>
          <CipherData>
            <CipherValue>«_k»</CipherValue>
          </CipherData>
        </EncryptedKey>
      </KeyInfo>
      <CipherData>
        <CipherValue>«_v»</CipherValue>
      </CipherData>
    </EncryptedData>
  </connectionStrings>
`, V{"_k": g.b64(256), "_v": g.b64(16 * 24)}, "RsaProtectedConfigurationProvider")

	g.winAdd("win/aspnet-regiis-decrypt-then-cat", `
C:\Windows\Microsoft.NET\Framework64\v4.0.30319>aspnet_regiis.exe -pdf "connectionStrings" "D:\Sites\Portal"
Microsoft (R) ASP.NET RegIIS version 4.0.30319.0
Administration utility to install and uninstall ASP.NET on the local machine.
Copyright (C) Microsoft Corporation.  All rights reserved.
Decrypting configuration section...
Succeeded!

C:\Windows\Microsoft.NET\Framework64\v4.0.30319>findstr /i "connectionString=" D:\Sites\Portal\web.config
    <add name="Portal" connectionString="Server=tcp:sql-portal-prod.database.windows.net,1433;Database=portal;User ID=portaladmin;Password=«a»;Encrypt=True;Connection Timeout=30;" />
`, V{"a": g.pwStrong()}, "sql-portal-prod.database.windows.net")

	g.winAdd("win/applicationhost-apppool-encrypted-benign", `
            <add name="LegacyIntranet" managedRuntimeVersion="v4.0" managedPipelineMode="Classic">
                <processModel identityType="SpecificUser" userName="CORP\svc-intranet" password="[enc:IISWASOnlyCngProvider:«_a»:enc]" loadUserProfile="true" />
                <recycling>
                    <periodicRestart time="00:00:00">
                        <schedule><add value="03:00:00" /></schedule>
                    </periodicRestart>
                </recycling>
            </add>
`, V{"_a": g.b64(48)}, `CORP\svc-intranet`)

	g.winAdd("win/appcmd-list-apppool-text-star", `
C:\Windows\System32\inetsrv>appcmd.exe list apppool "LegacyIntranet" /text:*
APPPOOL
  APPPOOL.NAME:"LegacyIntranet"
  PipelineMode:"Classic"
  RuntimeVersion:"v4.0"
  state:"Started"
  [add]
    name:"LegacyIntranet"
    queueLength:"1000"
    autoStart:"true"
    enable32BitAppOnWin64:"false"
    managedRuntimeVersion:"v4.0"
    managedPipelineMode:"Classic"
    startMode:"OnDemand"
    [processModel]
      identityType:"SpecificUser"
      userName:"CORP\svc-intranet"
      password:"«a»"
      loadUserProfile:"true"
      idleTimeout:"00:20:00"
`, V{"a": g.pw()}, `userName:"CORP\svc-intranet"`)

	g.winAdd("win/applicationhost-vdir-unc-credentials", `
            <site name="Docs" id="3" serverAutoStart="true">
                <application path="/" applicationPool="Docs">
                    <virtualDirectory path="/" physicalPath="\\fs01.corp.local\webcontent\docs" userName="CORP\svc-webcontent" password="«a»" />
                </application>
                <bindings>
                    <binding protocol="https" bindingInformation="*:443:docs.contoso.com" sslFlags="1" />
                </bindings>
            </site>
`, V{"a": g.pw()}, `\\fs01.corp.local\webcontent\docs`, "*:443:docs.contoso.com")

	g.winAdd("win/iis-ssl-binding-netsh-benign", `
C:\>netsh http show sslcert

SSL Certificate bindings:
-------------------------

    IP:port                      : 0.0.0.0:443
    Certificate Hash             : «_h»
    Application ID               : {4dc3e181-e14b-4a21-b022-59fc669b0914}
    Certificate Store Name       : My
    Verify Client Certificate Revocation : Enabled
    Verify Revocation Using Cached Client Certificate Only : Disabled
    Usage Check                  : Enabled
    Revocation Freshness Time    : 0
    URL Retrieval Timeout        : 0
    Ctl Identifier               : (null)
    Ctl Store Name               : (null)
    DS Mapper Usage              : Disabled
    Negotiate Client Certificate : Disabled
`, V{"_h": g.hex(40)}, "{4dc3e181-e14b-4a21-b022-59fc669b0914}")

	g.winAdd("win/web-release-config-transform", `
<?xml version="1.0" encoding="utf-8"?>
<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">
  <connectionStrings>
    <add name="DefaultConnection"
      connectionString="Server=sqlprod02;Database=Intranet;User Id=intranet_web;Password=«a»;"
      xdt:Transform="SetAttributes" xdt:Locator="Match(name)"/>
  </connectionStrings>
  <system.web>
    <compilation xdt:Transform="RemoveAttributes(debug)" />
    <customErrors mode="RemoteOnly" xdt:Transform="Replace" />
  </system.web>
</configuration>
`, V{"a": g.pw()}, `xdt:Locator="Match(name)"`)

	g.winAdd("win/iis-rewrite-arr-authorization-header", `
        <rewrite>
            <rules>
                <rule name="ReverseProxy-Kibana" stopProcessing="true">
                    <match url="^kibana/(.*)" />
                    <serverVariables>
                        <set name="HTTP_AUTHORIZATION" value="Basic «a»" />
                        <set name="HTTP_X_FORWARDED_PROTO" value="https" />
                    </serverVariables>
                    <action type="Rewrite" url="http://elk01.corp.local:5601/{R:1}" />
                </rule>
            </rules>
        </rewrite>
`, V{"a": b64s("kibana_proxy:" + g.pwURL())}, "http://elk01.corp.local:5601/{R:1}")

	g.winAdd("win/publishsettings-file", `
<publishData><publishProfile profileName="contoso-portal - Web Deploy" publishMethod="MSDeploy" publishUrl="contoso-portal.scm.azurewebsites.net:443" msdeploySite="contoso-portal" userName="$contoso-portal" userPWD="«a»" destinationAppUrl="https://contoso-portal.azurewebsites.net" SQLServerDBConnectionString="" mySQLDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites"><databases /></publishProfile><publishProfile profileName="contoso-portal - FTP" publishMethod="FTP" publishUrl="ftps://waws-prod-am2-123.ftp.azurewebsites.windows.net/site/wwwroot" ftpPassiveMode="True" userName="contoso-portal\$contoso-portal" userPWD="«a»" destinationAppUrl="https://contoso-portal.azurewebsites.net" webSystem="WebSites"><databases /></publishProfile></publishData>
`, V{"a": g.an(60)}, "contoso-portal.scm.azurewebsites.net:443", "$contoso-portal")

	g.winAdd("win/pubxml-user-encryptedpassword-benign", `
<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <TimeStampOfAssociatedLegacyPublishXmlFile />
    <EncryptedPassword>«_a»</EncryptedPassword>
    <History>True|2025-03-04T15:12:43.1183921Z||;</History>
    <LastUsedBuildConfiguration>Release</LastUsedBuildConfiguration>
  </PropertyGroup>
</Project>
`, V{"_a": "AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + g.b64(220)}, "<LastUsedBuildConfiguration>Release</LastUsedBuildConfiguration>")

	g.winAdd("win/pubxml-msdeploy-password-plain", `
<Project>
  <PropertyGroup>
    <WebPublishMethod>MSDeploy</WebPublishMethod>
    <MSDeployServiceURL>https://web02.corp.local:8172/msdeploy.axd</MSDeployServiceURL>
    <DeployIisAppPath>Default Web Site/Portal</DeployIisAppPath>
    <UserName>CORP\svc-webdeploy</UserName>
    <Password>«a»</Password>
    <AllowUntrustedCertificate>True</AllowUntrustedCertificate>
    <_SavePWD>True</_SavePWD>
  </PropertyGroup>
</Project>
`, V{"a": g.pw()}, "https://web02.corp.local:8172/msdeploy.axd")
}

// ---- .NET configuration, user secrets and NuGet ----

func (g *G) winDotnet() {
	g.winAdd("win/app-config-connectionstrings-and-settings", `
<?xml version="1.0" encoding="utf-8" ?>
<configuration>
  <startup>
    <supportedRuntime version="v4.0" sku=".NETFramework,Version=v4.7.2" />
  </startup>
  <connectionStrings>
    <add name="Warehouse" connectionString="Server=WMS-SQL\WMS;Database=Warehouse;User Id=wms_service;Password=«a»;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="FtpHost" value="ftp.partner-logistics.com" />
    <add key="FtpUser" value="contoso_edi" />
    <add key="FtpPassword" value="«b»" />
    <add key="PollIntervalSeconds" value="60" />
  </appSettings>
  <runtime>
    <assemblyBinding xmlns="urn:schemas-microsoft-com:asm.v1">
      <dependentAssembly>
        <assemblyIdentity name="Newtonsoft.Json" publicKeyToken="30ad4fe6b2a6aeed" culture="neutral" />
        <bindingRedirect oldVersion="0.0.0.0-13.0.0.0" newVersion="13.0.0.0" />
      </dependentAssembly>
    </assemblyBinding>
  </runtime>
</configuration>
`, V{"a": g.pw(), "b": g.pwURL()}, "30ad4fe6b2a6aeed", "ftp.partner-logistics.com")

	g.winAdd("win/appsettings-json-production", `
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "DefaultConnection": "Server=tcp:sql-orders-prod.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=orders_api;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
    "Redis": "contoso-orders.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False"
  },
  "Jwt": {
    "Issuer": "https://orders.contoso.com",
    "Audience": "orders-api",
    "SigningKey": "«c»"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "«_t»",
    "ClientId": "«_c»"
  }
}
`, V{"a": g.pwStrong(), "b": g.b64(32), "c": g.b64(48), "_t": g.uuid(), "_c": g.uuid()}, "sql-orders-prod.database.windows.net", "https://orders.contoso.com")

	uid := g.uuid()
	g.winAdd("win/secrets-json-user-secrets", `
PS C:\src\Contoso.Web> Get-Content "$env:APPDATA\Microsoft\UserSecrets\«_u»\secrets.json"
{
  "Authentication:Google:ClientId": "«_gid».apps.googleusercontent.com",
  "Authentication:Google:ClientSecret": "«a»",
  "ConnectionStrings:Default": "Server=(localdb)\\MSSQLLocalDB;Database=ContosoWeb;Trusted_Connection=True;",
  "OpenAI:ApiKey": "«b»"
}
`, V{"_u": uid, "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.openai()}, "(localdb)\\\\MSSQLLocalDB")

	g.winAdd("win/dotnet-user-secrets-list", `
PS C:\src\Contoso.Api> dotnet user-secrets list
Stripe:WebhookSecret = «a»
Stripe:SecretKey = «b»
Smtp:Host = smtp.mailgun.org
Smtp:Password = «c»
FeatureFlags:UseNewCheckout = true
`, V{"a": g.whsec(), "b": g.skTest(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "Smtp:Host = smtp.mailgun.org")

	g.winAdd("win/dotnet-user-secrets-set", `
PS C:\src\Contoso.Api> dotnet user-secrets init
Set UserSecretsId to '«_u»' for MSBuild project 'C:\src\Contoso.Api\Contoso.Api.csproj'.
PS C:\src\Contoso.Api> dotnet user-secrets set "ConnectionStrings:Sql" "Server=localhost,1433;Database=contoso;User Id=sa;Password=«a»;TrustServerCertificate=true"
Successfully saved ConnectionStrings:Sql to the secret store.
PS C:\src\Contoso.Api> dotnet user-secrets set "Anthropic:ApiKey" «b»
Successfully saved Anthropic:ApiKey to the secret store.
`, V{"_u": g.uuid(), "a": g.pwStrong(), "b": g.anthropic()}, `C:\src\Contoso.Api\Contoso.Api.csproj`)

	g.winAdd("win/launchsettings-json-env", `
{
  "$schema": "https://json.schemastore.org/launchsettings.json",
  "iisSettings": {
    "windowsAuthentication": false,
    "anonymousAuthentication": true,
    "iisExpress": {
      "applicationUrl": "http://localhost:52144",
      "sslPort": 44391
    }
  },
  "profiles": {
    "Contoso.Worker": {
      "commandName": "Project",
      "dotnetRunMessages": true,
      "environmentVariables": {
        "DOTNET_ENVIRONMENT": "Development",
        "SERVICEBUS_CONNECTION": "Endpoint=sb://sb-contoso-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
        "GITHUB_TOKEN": "«b»"
      }
    }
  }
}
`, V{"a": g.b64(32), "b": g.ghFine()}, "http://localhost:52144", "sb-contoso-dev.servicebus.windows.net")

	g.winAdd("win/local-settings-json-functions", `
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "CosmosDbConnection": "AccountEndpoint=https://cosmos-contoso-dev.documents.azure.com:443/;AccountKey=«a»;",
    "TwilioAuthToken": "«b»",
    "TwilioAccountSid": "«_sid»"
  },
  "Host": {
    "CORS": "*"
  }
}
`, V{"a": g.b64(64), "b": g.hex(32), "_sid": g.twilioSID()}, "UseDevelopmentStorage=true")

	g.winAdd("win/nuget-config-cleartextpassword", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="ContosoFeed" value="https://pkgs.dev.azure.com/contoso/_packaging/contoso-internal/nuget/v3/index.json" />
    <add key="github" value="https://nuget.pkg.github.com/contoso/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <ContosoFeed>
      <add key="Username" value="az" />
      <add key="ClearTextPassword" value="«a»" />
    </ContosoFeed>
    <github>
      <add key="Username" value="contoso-bot" />
      <add key="ClearTextPassword" value="«b»" />
    </github>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.winADO(), "b": g.ghp()}, "https://pkgs.dev.azure.com/contoso/_packaging/contoso-internal/nuget/v3/index.json")

	g.winAdd("win/nuget-config-encrypted-password-benign", `
  <packageSourceCredentials>
    <Telerik>
      <add key="Username" value="dev@contoso.com" />
      <add key="Password" value="«_a»" />
    </Telerik>
  </packageSourceCredentials>
`, V{"_a": "AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + g.b64(150)}, "dev@contoso.com")

	g.winAdd("win/dotnet-nuget-add-source-password", `
PS C:\src> dotnet nuget add source "https://nuget.telerik.com/v3/index.json" --name Telerik --username dev@contoso.com --password «a» --store-password-in-clear-text
Package source with Name: Telerik added successfully.
`, V{"a": g.pwURL()}, "https://nuget.telerik.com/v3/index.json")

	g.winAdd("win/nuget-exe-sources-add", `
C:\agent\_work\1\s>nuget.exe sources Add -Name "ProGet" -Source "https://proget.corp.local/nuget/internal/" -Username "svc-proget" -Password "«a»" -StorePasswordInClearText
Package source with Name: ProGet added successfully.
`, V{"a": g.pw()}, "https://proget.corp.local/nuget/internal/")

	g.winAdd("win/vss-nuget-external-feed-endpoints", `
PS C:\src> $env:VSS_NUGET_EXTERNAL_FEED_ENDPOINTS = '{"endpointCredentials": [{"endpoint":"https://pkgs.dev.azure.com/contoso/_packaging/shared/nuget/v3/index.json", "username":"build", "password":"«a»"}]}'
PS C:\src> dotnet restore --interactive
  Determining projects to restore...
  Restored C:\src\Contoso.Core\Contoso.Core.csproj (in 2.41 sec).
`, V{"a": g.winADO()}, `C:\src\Contoso.Core\Contoso.Core.csproj`)

	g.winAdd("win/csproj-usersecretsid-and-signing", `
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <UserSecretsId>«_u»</UserSecretsId>
    <SignAssembly>true</SignAssembly>
    <AssemblyOriginatorKeyFile>..\build\Contoso.snk</AssemblyOriginatorKeyFile>
  </PropertyGroup>
  <PropertyGroup Condition="'$(Configuration)' == 'Release'">
    <PackageCertificateKeyFile>..\build\Contoso_StoreKey.pfx</PackageCertificateKeyFile>
    <PackageCertificatePassword>«a»</PackageCertificatePassword>
    <PackageCertificateThumbprint>«_th»</PackageCertificateThumbprint>
  </PropertyGroup>
</Project>
`, V{"_u": g.uuid(), "a": g.pw(), "_th": g.winThumb()}, `..\build\Contoso.snk`)

	g.winAdd("win/signtool-pfx-password", `
PS C:\src\ContosoDesktop> & "C:\Program Files (x86)\Windows Kits\10\bin\10.0.22621.0\x64\signtool.exe" sign /fd SHA256 /f .\certs\codesign.pfx /p «a» /tr http://timestamp.sectigo.com /td SHA256 .\publish\ContosoDesktop.exe
Done Adding Additional Store
Successfully signed: .\publish\ContosoDesktop.exe
`, V{"a": g.pwStrong()}, "http://timestamp.sectigo.com")

	g.winAdd("win/dotnet-ef-database-update-connection", `
PS C:\src\Contoso.Data> dotnet ef database update --connection "Server=sql-staging.corp.local;Database=contoso_staging;User Id=ef_migrator;Password=«a»;TrustServerCertificate=True" --verbose
Using project 'C:\src\Contoso.Data\Contoso.Data.csproj'.
Using startup project 'C:\src\Contoso.Data\Contoso.Data.csproj'.
Build started...
Build succeeded.
Applying migration '20250227101455_AddInvoiceTable'.
Done.
`, V{"a": g.pw()}, "sql-staging.corp.local", "20250227101455_AddInvoiceTable")

	g.winAdd("win/packages-lock-contenthash-benign", `
{
  "version": 1,
  "dependencies": {
    "net8.0": {
      "Microsoft.Data.SqlClient": {
        "type": "Direct",
        "requested": "[5.2.2, )",
        "resolved": "5.2.2",
        "contentHash": "«_a»"
      },
      "Azure.Identity": {
        "type": "Transitive",
        "resolved": "1.13.1",
        "contentHash": "«_b»"
      }
    }
  }
}
`, V{"_a": g.b64(64), "_b": g.b64(64)}, "Microsoft.Data.SqlClient")

	g.winAdd("win/csharp-program-hardcoded-conn", `
// Program.cs  (quick import tool - do not commit)
using Microsoft.Data.SqlClient;

const string Conn = "Data Source=10.12.4.20;Initial Catalog=Legacy_CRM;User ID=sa;Password=«a»;TrustServerCertificate=True";
var apiKey = Environment.GetEnvironmentVariable("CRM_API_KEY") ?? "«b»";

await using var db = new SqlConnection(Conn);
await db.OpenAsync();
Console.WriteLine($"Connected to {db.DataSource} as sa");
`, V{"a": g.pwStrong(), "b": g.an(40)}, `Environment.GetEnvironmentVariable("CRM_API_KEY")`)
}

// ---- SQL Server ----

func (g *G) winSQL() {
	g.winAdd("win/sqlcmd-u-p", `
C:\>sqlcmd -S tcp:SQLPROD01\INST1,1433 -U dba_ops -P «a» -d master -Q "SELECT name, state_desc, recovery_model_desc FROM sys.databases"
name                 state_desc  recovery_model_desc
-------------------- ----------- -------------------
master               ONLINE      SIMPLE
tempdb               ONLINE      SIMPLE
model                ONLINE      FULL
msdb                 ONLINE      SIMPLE
Portal               ONLINE      FULL

(5 rows affected)
`, V{"a": g.pw()}, `tcp:SQLPROD01\INST1,1433`)

	g.winAdd("win/invoke-sqlcmd-password", `
PS SQLSERVER:\> Invoke-Sqlcmd -ServerInstance "sqlrpt01" -Database "ERP_DW" -Username "etl_loader" -Password "«a»" -TrustServerCertificate -Query "EXEC dbo.usp_LoadDailySales @RunDate = '2025-03-10'"
`, V{"a": g.pwStrong()}, "usp_LoadDailySales")

	g.winAdd("win/tsql-create-login-and-linked-server", `
USE [master];
GO
CREATE LOGIN [app_reporting] WITH PASSWORD = N'«a»', DEFAULT_DATABASE = [ERP_DW], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
GO
EXEC master.dbo.sp_addlinkedserver @server = N'ORACLE_FIN', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'FINPRD';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'ORACLE_FIN', @useself = N'False', @locallogin = NULL, @rmtuser = N'FIN_READ', @rmtpassword = N'«b»';
GO
`, V{"a": g.pw(), "b": g.pwStrong()}, "ORACLE_FIN", "app_reporting")

	g.winAdd("win/tsql-alter-login-sa", `
1> ALTER LOGIN [sa] WITH PASSWORD = '«a»';
2> ALTER LOGIN [sa] ENABLE;
3> GO
1> SELECT name, is_disabled, LOGINPROPERTY(name, 'PasswordLastSetTime') AS pw_set FROM sys.sql_logins WHERE name = 'sa';
2> GO
name  is_disabled pw_set
----- ----------- -----------------------
sa              0 2025-03-11 09:58:12.407
`, V{"a": g.pwStrong()}, "PasswordLastSetTime")

	g.winAdd("win/ssis-dtsconfig", `
<?xml version="1.0"?>
<DTSConfiguration>
  <DTSConfigurationHeading>
    <DTSConfigurationFileInfo GeneratedBy="CORP\dk" GeneratedFromPackageName="LoadSales" GeneratedFromPackageID="«_g»" GeneratedDate="3/4/2025 10:11:52 AM"/>
  </DTSConfigurationHeading>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[SRC_ERP].Properties[ConnectionString]" ValueType="String">
    <ConfiguredValue>Data Source=erp-sql01;User ID=ssis_reader;Password=«a»;Initial Catalog=ERP;Provider=SQLNCLI11.1;Auto Translate=False;</ConfiguredValue>
  </Configuration>
  <Configuration ConfiguredType="Property" Path="\Package.Connections[SFTP_Partner].Properties[ServerPassword]" ValueType="String">
    <ConfiguredValue>«b»</ConfiguredValue>
  </Configuration>
</DTSConfiguration>
`, V{"_g": g.winBrace(), "a": g.pw(), "b": g.pwStrong()}, `\Package.Connections[SFTP_Partner].Properties[ServerPassword]`)

	g.winAdd("win/udl-file", `
C:\Users\dk\Desktop> type erp.udl
[oledb]
; Everything after this line is an OLE DB initstring
Provider=MSOLEDBSQL.1;Password=«a»;Persist Security Info=True;User ID=erp_ro;Initial Catalog=ERP;Data Source=erp-sql01.corp.local
`, V{"a": g.pw()}, "erp-sql01.corp.local")

	g.winAdd("win/odbc-file-dsn", `
[ODBC]
DRIVER=ODBC Driver 18 for SQL Server
UID=tableau_reader
PWD=«a»
DATABASE=Analytics
WSID=WKS-0442
APP=Microsoft Office
Encrypt=Yes
TrustServerCertificate=No
SERVER=sql-analytics.corp.local
`, V{"a": g.pwURL()}, "sql-analytics.corp.local", "ODBC Driver 18 for SQL Server")

	g.winAdd("win/bcp-export-password", `
C:\exports>bcp "SELECT * FROM ERP.dbo.Customers" queryout customers.csv -c -t, -S erp-sql01 -U bcp_export -P «a»

Starting copy...
1000 rows sent to host-file. Total sent: 1000
48211 rows copied.
Network packet size (bytes): 4096
Clock Time (ms.) Total     : 1422   Average : (33903.66 rows per sec.)
`, V{"a": g.pw()}, "bcp_export")

	g.winAdd("win/dbatools-sqlcredential", `
PS C:\> $sqlCred = New-Object PSCredential ('sa', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
PS C:\> Copy-DbaLogin -Source SQLOLD01 -Destination SQLPROD02 -SourceSqlCredential $sqlCred -DestinationSqlCredential $sqlCred -Login app_reporting,app_portal

Type       Name           Status     Notes
----       ----           ------     -----
Login - SQ app_reporting  Successful
Login - SQ app_portal     Successful
`, V{"a": g.pwStrong()}, "Copy-DbaLogin")

	g.winAdd("win/sql-agent-job-step-cmdexec", `
EXEC msdb.dbo.sp_add_jobstep
    @job_name = N'Nightly FTP Upload',
    @step_name = N'Upload',
    @subsystem = N'CmdExec',
    @command = N'"C:\Program Files (x86)\WinSCP\WinSCP.com" /command "open ftpes://contoso_upload:«a»@ftp.partner.example/ -explicit" "put D:\Exports\*.csv /in/" "exit"',
    @retry_attempts = 2;
`, V{"a": g.pwURL()}, "ftp.partner.example", "Nightly FTP Upload")
}

// ---- Task Scheduler, WinRM, Ansible, DSC and VM provisioning ----

func (g *G) winAutomation() {
	g.winAdd("win/task-scheduler-xml-arguments", `
<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.4" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Date>2024-11-02T08:14:51.4417202</Date>
    <Author>CORP\dk</Author>
    <URI>\Contoso\Sync Vendor Files</URI>
  </RegistrationInfo>
  <Triggers>
    <CalendarTrigger>
      <StartBoundary>2024-11-03T02:00:00</StartBoundary>
      <ScheduleByDay><DaysInterval>1</DaysInterval></ScheduleByDay>
    </CalendarTrigger>
  </Triggers>
  <Principals>
    <Principal id="Author">
      <UserId>«_sid»</UserId>
      <LogonType>Password</LogonType>
      <RunLevel>HighestAvailable</RunLevel>
    </Principal>
  </Principals>
  <Actions Context="Author">
    <Exec>
      <Command>C:\Program Files\rclone\rclone.exe</Command>
      <Arguments>sync sftp-vendor:/outbound D:\Vendor\inbound --sftp-host sftp.vendor.example --sftp-user contoso --sftp-pass «a»</Arguments>
    </Exec>
  </Actions>
</Task>
`, V{"_sid": g.winSID(), "a": g.b64u(32)}, `\Contoso\Sync Vendor Files`, "sftp.vendor.example")

	g.winAdd("win/task-scheduler-xml-benign-principal", `
PS C:\> Export-ScheduledTask -TaskName 'GoogleUpdateTaskMachineUA{«_g»}'
<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.3" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Version>1.3.36.372</Version>
    <Description>Keeps your Google software up to date.</Description>
    <URI>\GoogleUpdateTaskMachineUA{«_g»}</URI>
  </RegistrationInfo>
  <Principals>
    <Principal id="Author">
      <UserId>S-1-5-18</UserId>
      <RunLevel>HighestAvailable</RunLevel>
    </Principal>
  </Principals>
  <Actions Context="Author">
    <Exec>
      <Command>C:\Program Files (x86)\Google\Update\GoogleUpdate.exe</Command>
      <Arguments>/ua /installsource scheduler</Arguments>
    </Exec>
  </Actions>
</Task>
`, V{"_g": g.winGUID()}, "S-1-5-18", "/ua /installsource scheduler")

	g.winAdd("win/ansible-inventory-winrm", `
# inventories/prod/hosts.ini
[windows]
web01.corp.local
web02.corp.local
sql01.corp.local

[windows:vars]
ansible_connection=winrm
ansible_port=5986
ansible_winrm_transport=ntlm
ansible_winrm_server_cert_validation=ignore
ansible_user=CORP\svc-ansible
ansible_password=«a»
`, V{"a": g.pw()}, `ansible_user=CORP\svc-ansible`, "ansible_winrm_transport=ntlm")

	g.winAdd("win/ansible-group-vars-windows-yaml", `
# group_vars/windows.yml
ansible_connection: winrm
ansible_winrm_transport: kerberos
ansible_winrm_kerberos_delegation: true
ansible_user: svc-ansible@CORP.CONTOSO.COM
ansible_password: "«a»"
ansible_become_method: runas
ansible_become_user: CORP\svc-install
ansible_become_password: '«b»'
win_domain_join_password: "{{ vault_domain_join_password }}"
`, V{"a": g.pwStrong(), "b": g.pw()}, "svc-ansible@CORP.CONTOSO.COM", "{{ vault_domain_join_password }}")

	g.winAdd("win/winrm-get-config-benign", `
C:\>winrm get winrm/config/service
Service
    RootSDDL = O:NSG:BAD:P(A;;GA;;;BA)(A;;GR;;;IU)S:P(AU;FA;GA;;;WD)(AU;SA;GXGW;;;WD)
    MaxConcurrentOperations = 4294967295
    MaxConcurrentOperationsPerUser = 1500
    EnumerationTimeoutms = 240000
    MaxConnections = 300
    MaxPacketRetrievalTimeSeconds = 120
    AllowUnencrypted = false
    Auth
        Basic = false
        Kerberos = true
        Negotiate = true
        Certificate = false
        CredSSP = false
        CbtHardeningLevel = Relaxed
    DefaultPorts
        HTTP = 5985
        HTTPS = 5986
    IPv4Filter = *
    IPv6Filter = *
    EnableCompatibilityHttpListener = false
    EnableCompatibilityHttpsListener = false
    CertificateThumbprint = «_t»
    AllowRemoteAccess = true
`, V{"_t": g.winThumb()}, "O:NSG:BAD:P(A;;GA;;;BA)(A;;GR;;;IU)S:P(AU;FA;GA;;;WD)(AU;SA;GXGW;;;WD)")

	g.winAdd("win/pywinrm-session-script", `
import winrm

s = winrm.Session(
    "https://hv01.corp.local:5986/wsman",
    auth=("CORP\\svc-monitor", "«a»"),
    transport="ntlm",
    server_cert_validation="ignore",
)
r = s.run_ps("Get-VM | Select Name,State,CPUUsage | ConvertTo-Json")
print(r.status_code, r.std_out.decode())
`, V{"a": g.pw()}, "https://hv01.corp.local:5986/wsman")

	g.winAdd("win/dsc-configuration-plaintext-credential", `
Configuration DomainJoin {
    param([PSCredential]$JoinCredential)
    Import-DscResource -ModuleName ComputerManagementDsc
    Node $AllNodes.NodeName {
        Computer Join {
            Name       = $Node.NodeName
            DomainName = 'corp.contoso.com'
            JoinOU     = 'OU=Servers,DC=corp,DC=contoso,DC=com'
            Credential = $JoinCredential
        }
    }
}

$cd = @{ AllNodes = @(@{ NodeName = 'APP07'; PSDscAllowPlainTextPassword = $true; PSDscAllowDomainUser = $true }) }
$jc = [pscredential]::new('CORP\svc-domainjoin', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
DomainJoin -ConfigurationData $cd -JoinCredential $jc -OutputPath C:\DSC\DomainJoin
`, V{"a": g.pwStrong()}, "PSDscAllowPlainTextPassword = $true")

	g.winAdd("win/dsc-compiled-mof-password", `
PS C:\DSC\DomainJoin> Get-Content .\APP07.mof | Select-Object -First 24
/*
@TargetNode='APP07'
@GeneratedBy=dk
@GenerationDate=03/11/2025 10:21:06
@GenerationHost=ADM-JUMP02
*/

instance of MSFT_Credential as $MSFT_Credential1ref
{
Password = "«a»";
 UserName = "CORP\\svc-domainjoin";

};

instance of DSC_Computer as $DSC_Computer1ref
{
ResourceID = "[Computer]Join";
 Credential = $MSFT_Credential1ref;
 DomainName = "corp.contoso.com";
 SourceInfo = "C:\\DSC\\DomainJoin.ps1::6::9::Computer";
 Name = "APP07";
 ModuleName = "ComputerManagementDsc";
 ModuleVersion = "9.1.0";
`, V{"a": g.pwStrong()}, `UserName = "CORP\\svc-domainjoin";`, "ComputerManagementDsc")

	g.winAdd("win/packer-windows-winrm-password", `
source "azure-arm" "win2022" {
  client_id       = "«_c»"
  client_secret   = "«a»"
  subscription_id = "«_s»"
  tenant_id       = "«_t»"

  os_type         = "Windows"
  image_publisher = "MicrosoftWindowsServer"
  image_offer     = "WindowsServer"
  image_sku       = "2022-datacenter-azure-edition"

  communicator   = "winrm"
  winrm_use_ssl  = true
  winrm_insecure = true
  winrm_timeout  = "10m"
  winrm_username = "packer"
  winrm_password = "«b»"
}
`, V{"_c": g.uuid(), "a": g.azSecret(), "_s": g.uuid(), "_t": g.uuid(), "b": g.pwStrong()}, "2022-datacenter-azure-edition")

	g.winAdd("win/vagrantfile-winrm", `
Vagrant.configure("2") do |config|
  config.vm.box = "gusztavvargadr/windows-server-2022-standard"
  config.vm.communicator = "winrm"
  config.winrm.username = "vagrant"
  config.winrm.password = "vagrant"
  config.vm.provision "shell", privileged: true, inline: <<-PS
    $p = ConvertTo-SecureString '«a»' -AsPlainText -Force
    New-LocalUser -Name 'svc_app' -Password $p -PasswordNeverExpires
  PS
end
`, V{"a": g.pw()}, "gusztavvargadr/windows-server-2022-standard", `config.winrm.password = "vagrant"`)

	g.winAdd("win/terraform-windows-vm-admin-password", `
resource "azurerm_windows_virtual_machine" "jump" {
  name                = "vm-jump-01"
  resource_group_name = azurerm_resource_group.mgmt.name
  location            = "westeurope"
  size                = "Standard_B2ms"
  admin_username      = "azureadmin"
  admin_password      = "«a»"
  network_interface_ids = [azurerm_network_interface.jump.id]

  os_disk {
    caching              = "ReadWrite"
    storage_account_type = "Premium_LRS"
  }
  source_image_reference {
    publisher = "MicrosoftWindowsDesktop"
    offer     = "windows-11"
    sku       = "win11-23h2-pro"
    version   = "latest"
  }
}
`, V{"a": g.pwStrong()}, "vm-jump-01", "azurerm_network_interface.jump.id")

	g.winAdd("win/arm-parameters-json", `
{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "vmName": { "value": "vm-sql-01" },
    "adminUsername": { "value": "sqladmin" },
    "adminPassword": { "value": "«a»" },
    "sqlAuthenticationPassword": { "value": "«b»" },
    "domainJoinPassword": {
      "reference": {
        "keyVault": { "id": "/subscriptions/«_s»/resourceGroups/rg-sec/providers/Microsoft.KeyVault/vaults/kv-contoso-sec" },
        "secretName": "DomainJoinPassword"
      }
    }
  }
}
`, V{"a": g.pwStrong(), "b": g.pw(), "_s": g.uuid()}, "kv-contoso-sec", "DomainJoinPassword")

	g.winAdd("win/bicepparam-secure-literal", `
// main.prod.bicepparam
using './main.bicep'

param location = 'westeurope'
param vmAdminUsername = 'azureadmin'
param vmAdminPassword = '«a»'
param sqlAdminPassword = readEnvironmentVariable('SQL_ADMIN_PASSWORD')
param tags = {
  env: 'prod'
  owner: 'platform-team'
}
`, V{"a": g.pwStrong()}, "readEnvironmentVariable('SQL_ADMIN_PASSWORD')")

	g.winAdd("win/autounattend-plain-and-encoded", `
      <UserAccounts>
        <AdministratorPassword>
          <Value>«a»</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
        <LocalAccounts>
          <LocalAccount wcm:action="add">
            <Password>
              <Value>«b»</Value>
              <PlainText>false</PlainText>
            </Password>
            <Description>Lab operator</Description>
            <DisplayName>labop</DisplayName>
            <Group>Administrators</Group>
            <Name>labop</Name>
          </LocalAccount>
        </LocalAccounts>
      </UserAccounts>
`, V{"a": g.pw(), "b": winUTF16(g.pw() + "Password")}, "<Description>Lab operator</Description>")
}

// ---- Intune, ConfigMgr, MDT and packaging ----

func (g *G) winEndpoint() {
	g.winAdd("win/mdt-customsettings-ini", `
[Settings]
Priority=Default
Properties=MyCustomProperty

[Default]
OSInstall=Y
SkipCapture=YES
SkipAdminPassword=YES
AdminPassword=«a»
SkipProductKey=YES
SkipComputerBackup=YES
SkipBitLocker=YES
JoinDomain=corp.contoso.com
DomainAdmin=svc-mdtjoin
DomainAdminDomain=CORP
DomainAdminPassword=«b»
MachineObjectOU=OU=Workstations,DC=corp,DC=contoso,DC=com
TimeZoneName=W. Europe Standard Time
EventService=http://mdt01:9800
`, V{"a": g.pw(), "b": g.pwStrong()}, "DomainAdmin=svc-mdtjoin", "EventService=http://mdt01:9800")

	g.winAdd("win/mdt-bootstrap-ini", `
[Settings]
Priority=Default

[Default]
DeployRoot=\\mdt01\DeploymentShare$
UserDomain=CORP
UserID=svc-mdtread
UserPassword=«a»
SkipBDDWelcome=YES
KeyboardLocale=en-US
`, V{"a": g.pw()}, `DeployRoot=\\mdt01\DeploymentShare$`)

	g.winAdd("win/sccm-network-access-account-script", `
# Set-NAA.ps1 - run on the site server (ConfigMgr 2403)
Import-Module "$($ENV:SMS_ADMIN_UI_PATH)\..\ConfigurationManager.psd1"
Set-Location "PS1:"
$naaPwd = ConvertTo-SecureString -String '«a»' -AsPlainText -Force
New-CMAccount -UserName 'CORP\svc-cm-naa' -Password $naaPwd -SiteCode 'PS1'
Set-CMSoftwareDistributionComponent -SiteCode 'PS1' -AddNetworkAccessAccountName 'CORP\svc-cm-naa'
`, V{"a": g.pwStrong()}, `CORP\svc-cm-naa`, "Set-CMSoftwareDistributionComponent")

	g.winAdd("win/sccm-ts-variables-dump-benign-and-secret", `
PS X:\> $ts = New-Object -ComObject Microsoft.SMS.TSEnvironment
PS X:\> $ts.GetVariables() | Where-Object { $_ -like 'OSD*' -or $_ -like '_SMSTS*' } | ForEach-Object { "{0} = {1}" -f $_, $ts.Value($_) }
_SMSTSMP = http://cm01.corp.local
_SMSTSPackageID = PS100042
_SMSTSAdvertID = PS12004A
_SMSTSMachineName = MINWINPC
OSDComputerName = WKS-0619
OSDJoinAccount = CORP\svc-cm-join
OSDJoinPassword = «a»
OSDDomainName = corp.contoso.com
OSDLocalAdminPassword = «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "_SMSTSPackageID = PS100042", `OSDJoinAccount = CORP\svc-cm-join`)

	g.winAdd("win/intune-remediation-script", `
# Remediate-PrinterMapping.ps1  (Intune > Devices > Scripts and remediations)
$printServer = 'prt01.corp.local'
$user        = 'prt01\printmap'
$pass        = '«a»'
try {
    cmdkey /add:$printServer /user:$user /pass:$pass | Out-Null
    Add-Printer -ConnectionName "\\$printServer\Floor3-HP-M507"
    Write-Output "Mapped"
    exit 0
} catch {
    Write-Output $_.Exception.Message
    exit 1
}
`, V{"a": g.pw()}, "Floor3-HP-M507")

	g.winAdd("win/intune-win32-install-command-license", `
Install command : powershell.exe -ExecutionPolicy Bypass -File .\Install-Acrobat.ps1 -Serial «a»
Uninstall command: msiexec /x {AC76BA86-1033-1033-7760-BC15014EA700} /qn
Install behavior : System
Detection rule   : MSI product code {AC76BA86-1033-1033-7760-BC15014EA700}
`, V{"a": g.digits(4) + "-" + g.digits(4) + "-" + g.digits(4) + "-" + g.digits(4) + "-" + g.digits(4) + "-" + g.digits(4)}, "{AC76BA86-1033-1033-7760-BC15014EA700}")

	g.winAdd("win/psadt-deploy-application-ps1", `
    ##*===============================================
    ##* INSTALLATION
    ##*===============================================
    [string]$installPhase = 'Installation'
    $licenseServer = 'lic01.corp.local'
    Execute-MSI -Action 'Install' -Path 'AutoCAD_2025.msi' -Parameters "/qn ADSK_LICENSE_SERVER=$licenseServer"
    Execute-Process -Path "$dirFiles\VPNClient\setup.exe" -Parameters "/S /PRESHAREDKEY=«a» /GATEWAY=vpn.contoso.com"
    Set-RegistryKey -Key 'HKEY_LOCAL_MACHINE\SOFTWARE\Contoso\Agent' -Name 'EnrollmentToken' -Value '«b»' -Type String
`, V{"a": g.an(24), "b": g.hex(40)}, "vpn.contoso.com", "lic01.corp.local")

	g.winAdd("win/autopilot-hash-csv-benign", `
PS C:\> Get-WindowsAutopilotInfo -OutputFile .\AutopilotHWID.csv; Get-Content .\AutopilotHWID.csv
Device Serial Number,Windows Product ID,Hardware Hash
«_sn»,«_pid»,«_h»
`, V{"_sn": g.s(alUpNum, 10), "_pid": "0" + g.digits(14), "_h": g.b64(1800)}, "Device Serial Number,Windows Product ID,Hardware Hash")

	g.winAdd("win/ccmsetup-command-line-benign", `
C:\Windows\ccmsetup>ccmsetup.exe /mp:https://cm01.corp.local CCMHOSTNAME=CMG-CONTOSO.CORP.CONTOSO.COM/CCM_Proxy_MutualAuth/«_id» SMSSITECODE=PS1 SMSMP=https://cm01.corp.local AADTENANTID=«_t» AADCLIENTAPPID=«_c» AADRESOURCEURI=https://ConfigMgrService
`, V{"_id": g.digits(17), "_t": g.uuid(), "_c": g.uuid()}, "SMSSITECODE=PS1", "https://ConfigMgrService")

	g.winAdd("win/wsus-and-defender-cli-benign", `
PS C:\> Get-MpComputerStatus | Select-Object AMProductVersion,AntivirusSignatureVersion,AntivirusSignatureLastUpdated,RealTimeProtectionEnabled

AMProductVersion AntivirusSignatureVersion AntivirusSignatureLastUpdated RealTimeProtectionEnabled
---------------- ------------------------- ----------------------------- -------------------------
4.18.24090.11    1.421.1744.0              3/11/2025 4:12:09 AM                               True

PS C:\> Get-WindowsUpdateLog -LogPath C:\Temp\WU.log; Select-String -Path C:\Temp\WU.log -Pattern «_kb» | Select-Object -First 1
C:\Temp\WU.log:8812:2025/03/11 04:31:22.7712345 1204  6672  Agent           Installing updates CallerId = UpdateOrchestrator  Id = «_g» «_kb»
`, V{"_kb": g.winKB(), "_g": g.winBrace()}, "4.18.24090.11")

	g.winAdd("win/sccm-client-push-account-log", `
user: client push keeps failing on new machines, the push account is CORP\svc-cm-push and the password is «a» (rotated last Friday, maybe the site still has the old one?). Here's ccm.log:

PS C:\Program Files\Microsoft Configuration Manager\Logs> Select-String -Path ccm.log -Pattern 'Account' | Select-Object -Last 3
ccm.log:4411:---> Trying each entry in the SMS Client Remote Installation account list~  $$<SMS_CLIENT_CONFIG_MANAGER><03-11-2025 09:14:02.441-60><thread=5512 (0x1588)>
ccm.log:4412:---> Attempting to connect to administrative share '\\WKS-0619\admin$' using account 'CORP\svc-cm-push'~  $$<SMS_CLIENT_CONFIG_MANAGER><03-11-2025 09:14:02.446-60><thread=5512 (0x1588)>
ccm.log:4413:---> Connected to administrative share on machine WKS-0619 using account 'CORP\svc-cm-push'~  $$<SMS_CLIENT_CONFIG_MANAGER><03-11-2025 09:14:02.601-60><thread=5512 (0x1588)>
`, V{"a": g.pw()}, `CORP\svc-cm-push`)
}

// ---- command output: credential stores, events, directory, LAPS, BitLocker, licensing ----

func (g *G) winOutputs() {
	g.winAdd("win/cmdkey-list-benign", `
C:\Users\dk>cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic
    User: dk-contoso

    Target: LegacyGeneric:target=MicrosoftAccount:user=dk@outlook.com
    Type: Generic
    User: dk@outlook.com
    Local machine persistence

    Target: Domain:target=TERMSRV/rds01.corp.local
    Type: Domain Password
    User: CORP\dk

    Target: WindowsLive:target=virtualapp/didlogical
    Type: Generic
    User: 02«_w»
    Local machine persistence
`, V{"_w": g.s(alLowNum, 14)}, "LegacyGeneric:target=git:https://github.com", "Domain:target=TERMSRV/rds01.corp.local")

	g.winAdd("win/vaultcmd-listcreds-benign", `
C:\>vaultcmd /listcreds:"Windows Credentials" /all
Credentials in vault: Windows Credentials

Credential schema: Windows Domain Password Credential
Resource: Domain:target=fs01.corp.local
Identity: CORP\dk
Hidden: No
Roaming: No
Property (schema element id,value): (100,2)

Credential schema: Windows Web Password Credential
Resource: https://intranet.contoso.com/
Identity: dk@contoso.com
Hidden: No
Roaming: Yes
Property (schema element id,value): (100,3)
`, nil, "Windows Domain Password Credential", "Resource: Domain:target=fs01.corp.local")

	g.winAdd("win/get-storedcredential-asplaintext", `
PS C:\> Install-Module CredentialManager -Scope CurrentUser
PS C:\> Get-StoredCredential -Target 'git:https://dev.azure.com' -AsCredentialObject

Flags          : 0
Type           : Generic
TargetName     : git:https://dev.azure.com
Comment        :
LastWritten    : 3/4/2025 8:02:11 AM
PaswordSize    : 104
Password       : «a»
Persist        : LocalMachine
AttributeCount : 0
Attributes     : 0
TargetAlias    :
UserName       : PersonalAccessToken
`, V{"a": g.azDevops()}, "git:https://dev.azure.com")

	g.winAdd("win/event-4688-process-cmdline", `
PS C:\> Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4688} -MaxEvents 1 | Format-List TimeCreated,Id,Message

TimeCreated : 3/11/2025 2:00:04 AM
Id          : 4688
Message     : A new process has been created.

              Creator Subject:
                Security ID:            «_s»
                Account Name:           svc-export
                Account Domain:         CORP
                Logon ID:               0x«_l»

              Target Subject:
                Security ID:            NULL SID
                Account Name:           -
                Account Domain:         -
                Logon ID:               0x0

              Process Information:
                New Process ID:         0x«_p»
                New Process Name:       C:\Program Files\Microsoft SQL Server\Client SDK\ODBC\170\Tools\Binn\bcp.exe
                Token Elevation Type:   %%1936
                Mandatory Label:        S-1-16-12288
                Creator Process ID:     0x«_c»
                Creator Process Name:   C:\Windows\System32\cmd.exe
                Process Command Line:   bcp "SELECT * FROM HR.dbo.Payroll" queryout D:\export\payroll.csv -c -S hr-sql01 -U hr_export -P «a»
`, V{"_s": g.winSID(), "_l": g.hex(7), "_p": g.hex(4), "_c": g.hex(4), "a": g.pw()}, "S-1-16-12288", "hr_export")

	g.winAdd("win/sysmon-event1-xml", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <Provider Name="Microsoft-Windows-Sysmon" Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}" />
    <EventID>1</EventID>
    <TimeCreated SystemTime="2025-03-11T09:14:22.5012233Z" />
    <EventRecordID>«_r»</EventRecordID>
    <Computer>WKS-0442.corp.contoso.com</Computer>
    <Security UserID="S-1-5-18" />
  </System>
  <EventData>
    <Data Name="RuleName">technique_id=T1021.002,technique_name=SMB/Windows Admin Shares</Data>
    <Data Name="ProcessGuid">«_pg»</Data>
    <Data Name="ProcessId">8812</Data>
    <Data Name="Image">C:\Windows\System32\net.exe</Data>
    <Data Name="CommandLine">net  use \\fs02\finance$ /user:CORP\fin-batch «a»</Data>
    <Data Name="User">CORP\fin-batch</Data>
    <Data Name="LogonGuid">«_lg»</Data>
    <Data Name="Hashes">SHA256=«_h»,IMPHASH=«_i»</Data>
    <Data Name="ParentImage">C:\Windows\System32\cmd.exe</Data>
  </EventData>
</Event>
`, V{"_r": g.digits(7), "_pg": g.winBrace(), "a": g.pwURL(), "_lg": g.winBrace(), "_h": g.s(alHexU, 64), "_i": g.s(alHexU, 32)}, "{5770385f-c22a-43e0-bf4c-06f5698ffbd9}", `\\fs02\finance$`)

	g.winAdd("win/event-4104-scriptblock-logging", `
Log Name:      Microsoft-Windows-PowerShell/Operational
Source:        Microsoft-Windows-PowerShell
Date:          3/10/2025 11:47:31 PM
Event ID:      4104
Task Category: Execute a Remote Command
Level:         Warning
Keywords:      None
User:          «_s»
Computer:      APP07.corp.contoso.com
Description:
Creating Scriptblock text (1 of 1):
$key = '«a»'
$h = @{ 'x-api-key' = $key }
Invoke-RestMethod https://api.contoso-billing.com/v3/invoices/export -Headers $h -OutFile D:\billing\export.json

ScriptBlock ID: «_b»
Path: C:\Scripts\Export-Billing.ps1
`, V{"_s": g.winSID(), "a": g.an(48), "_b": g.uuid()}, "https://api.contoso-billing.com/v3/invoices/export")

	g.winAdd("win/event-4624-logon-benign", `
An account was successfully logged on.

Subject:
	Security ID:		S-1-5-18
	Account Name:		DC01$
	Account Domain:		CORP
	Logon ID:		0x3E7

Logon Information:
	Logon Type:		3
	Restricted Admin Mode:	-
	Virtual Account:		No
	Elevated Token:		Yes

New Logon:
	Security ID:		«_s»
	Account Name:		svc-backup
	Account Domain:		CORP
	Logon ID:		0x«_l»
	Linked Logon ID:		0x0
	Logon GUID:		«_g»

Network Information:
	Workstation Name:	BKP01
	Source Network Address:	10.20.1.44
	Source Port:		51544

Detailed Authentication Information:
	Logon Process:		Kerberos
	Authentication Package:	Kerberos
	Key Length:		0
`, V{"_s": g.winSID(), "_l": g.s(alHexU, 8), "_g": g.winBrace()}, "Source Network Address:	10.20.1.44")

	g.winAdd("win/dsregcmd-status-benign", `
C:\>dsregcmd /status

+----------------------------------------------------------------------+
| Device State                                                         |
+----------------------------------------------------------------------+

             AzureAdJoined : YES
          EnterpriseJoined : NO
              DomainJoined : YES
                DomainName : CORP
           Virtual Desktop : NOT SET
               Device Name : WKS-0442.corp.contoso.com

+----------------------------------------------------------------------+
| Device Details                                                       |
+----------------------------------------------------------------------+

                  DeviceId : «_d»
                Thumbprint : «_th»
 DeviceCertificateValidity : [ 2024-06-14 09:11:02.000 UTC -- 2034-06-14 09:41:02.000 UTC ]
            KeyContainerId : «_k»
               KeyProvider : Microsoft Platform Crypto Provider
              TpmProtected : YES
          DeviceAuthStatus : SUCCESS

+----------------------------------------------------------------------+
| Tenant Details                                                       |
+----------------------------------------------------------------------+

                TenantName : Contoso
                  TenantId : «_t»
               AuthCodeUrl : https://login.microsoftonline.com/«_t»/oauth2/authorize
            AccessTokenUrl : https://login.microsoftonline.com/«_t»/oauth2/token
                    MdmUrl : https://enrollment.manage.microsoft.com/enrollmentserver/discovery.svc

+----------------------------------------------------------------------+
| SSO State                                                            |
+----------------------------------------------------------------------+

                AzureAdPrt : YES
      AzureAdPrtUpdateTime : 2025-03-11 07:58:40.000 UTC
      AzureAdPrtExpiryTime : 2025-03-25 07:58:39.000 UTC
       AzureAdPrtAuthority : https://login.microsoftonline.com/«_t»
`, V{"_d": g.uuid(), "_th": g.winThumb(), "_k": g.uuid(), "_t": g.uuid()}, "Microsoft Platform Crypto Provider")

	g.winAdd("win/whoami-all-benign", `
C:\>whoami /user /groups /fo list

USER INFORMATION
----------------

User Name: corp\dk
SID:       «_u»

GROUP INFORMATION
-----------------

Group Name: Everyone
Type:       Well-known group
SID:        S-1-1-0
Attributes: Mandatory group, Enabled by default, Enabled group

Group Name: CORP\Domain Users
Type:       Group
SID:        «_d»-513
Attributes: Mandatory group, Enabled by default, Enabled group

Group Name: CORP\GG-Server-Admins
Type:       Group
SID:        «_d»-«=r»
Attributes: Mandatory group, Enabled by default, Enabled group

Group Name: Mandatory Label\Medium Mandatory Level
Type:       Label
SID:        S-1-16-8192
Attributes:
`, V{"_u": g.winSID(), "_d": g.winDom(), "=r": g.digits(4)}, "S-1-16-8192", `CORP\GG-Server-Admins`)

	g.winAdd("win/ipconfig-all-benign", `
Windows IP Configuration

   Host Name . . . . . . . . . . . . : WKS-0442
   Primary Dns Suffix  . . . . . . . : corp.contoso.com
   Node Type . . . . . . . . . . . . : Hybrid
   IP Routing Enabled. . . . . . . . : No

Ethernet adapter Ethernet:

   Connection-specific DNS Suffix  . : corp.contoso.com
   Description . . . . . . . . . . . : Intel(R) Ethernet Connection (16) I219-LM
   Physical Address. . . . . . . . . : «_m»
   DHCP Enabled. . . . . . . . . . . : Yes
   Link-local IPv6 Address . . . . . : fe80::«_v6»%12(Preferred)
   IPv4 Address. . . . . . . . . . . : 10.20.14.87(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.252.0
   Default Gateway . . . . . . . . . : 10.20.12.1
   DHCPv6 IAID . . . . . . . . . . . : «_iaid»
   DHCPv6 Client DUID. . . . . . . . : «_duid»
   DNS Servers . . . . . . . . . . . : 10.20.0.10
                                       10.20.0.11
`, V{"_m": "F4-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2), "_v6": g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4), "_iaid": g.digits(9), "_duid": "00-01-00-01-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-F4-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2) + "-" + g.s(alHexU, 2)}, "Intel(R) Ethernet Connection (16) I219-LM")

	g.winAdd("win/systeminfo-hotfixes-benign", `
Host Name:                 APP07
OS Name:                   Microsoft Windows Server 2022 Standard
OS Version:                10.0.20348 N/A Build 20348
OS Manufacturer:           Microsoft Corporation
OS Configuration:          Member Server
Registered Owner:          Windows User
Product ID:                «_pid»
Original Install Date:     6/14/2024, 9:02:11 AM
Domain:                    corp.contoso.com
Logon Server:              \\DC01
Hotfix(s):                 3 Hotfix(s) Installed.
                           [01]: «_k1»
                           [02]: «_k2»
                           [03]: «_k3»
`, V{"_pid": g.digits(5) + "-" + g.digits(5) + "-" + g.digits(5) + "-AA" + g.digits(3), "_k1": g.winKB(), "_k2": g.winKB(), "_k3": g.winKB()}, "Microsoft Windows Server 2022 Standard")

	g.winAdd("win/ldifde-export-description-password", `
C:\>ldifde -f svc.ldf -d "OU=Service Accounts,DC=corp,DC=contoso,DC=com" -l "cn,sAMAccountName,description,servicePrincipalName,objectSid,objectGUID" -r "(objectClass=user)"
Connecting to "DC01.corp.contoso.com"
Logging in as current user using SSPI
Exporting directory to file svc.ldf
Searching for entries...
Writing out entries...
2 entries exported

C:\>type svc.ldf
dn: CN=svc-sqlreport,OU=Service Accounts,DC=corp,DC=contoso,DC=com
changetype: add
cn: svc-sqlreport
description: SSRS execution account - pw «a» - owner BI team
sAMAccountName: svc-sqlreport
servicePrincipalName: MSSQLSvc/sqlrpt01.corp.contoso.com:1433
objectGUID:: «_g1»
objectSid:: «_s1»

dn: CN=svc-veeam,OU=Service Accounts,DC=corp,DC=contoso,DC=com
changetype: add
cn: svc-veeam
description: Veeam B&R proxy account (managed by IT Ops)
sAMAccountName: svc-veeam
objectGUID:: «_g2»
objectSid:: «_s2»
`, V{"a": g.pw(), "_g1": g.b64(16), "_s1": g.b64(28), "_g2": g.b64(16), "_s2": g.b64(28)}, "MSSQLSvc/sqlrpt01.corp.contoso.com:1433", "Veeam B&R proxy account (managed by IT Ops)")

	g.winAdd("win/ldp-search-output-benign", `
***Searching...
ldap_search_s(ld, "DC=corp,DC=contoso,DC=com", 2, "(sAMAccountName=dk)", attrList,  0, &msg)
Getting 1 entries:
Dn: CN=Dana Kowalski,OU=IT,OU=Staff,DC=corp,DC=contoso,DC=com
	accountExpires: 9223372036854775807 (never); 
	badPwdCount: 0; 
	lastLogonTimestamp: 3/10/2025 8:12:44 AM W. Europe Standard Time; 
	memberOf (2): CN=GG-Server-Admins,OU=Groups,DC=corp,DC=contoso,DC=com; CN=VPN-Users,OU=Groups,DC=corp,DC=contoso,DC=com; 
	objectGUID: «_g»; 
	objectSid: «_s»; 
	pwdLastSet: 2/27/2025 9:31:02 AM W. Europe Standard Time; 
	userAccountControl: 0x200 = ( NORMAL_ACCOUNT ); 
-----------
`, V{"_g": g.uuid(), "_s": g.winSID()}, "9223372036854775807", "CN=Dana Kowalski,OU=IT,OU=Staff,DC=corp,DC=contoso,DC=com")

	g.winAdd("win/get-lapsadpassword-asplaintext", `
PS C:\> Get-LapsADPassword -Identity WKS-0619 -AsPlainText

ComputerName        : WKS-0619
DistinguishedName   : CN=WKS-0619,OU=Workstations,DC=corp,DC=contoso,DC=com
Account             : Administrator
Password            : «a»
PasswordUpdateTime  : 3/9/2025 11:02:17 PM
ExpirationTimestamp : 4/8/2025 11:02:17 PM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\LAPS-Readers
`, V{"a": g.winLAPS()}, `CORP\LAPS-Readers`, "CN=WKS-0619,OU=Workstations,DC=corp,DC=contoso,DC=com")

	g.winAdd("win/get-admpwdpassword-legacy", `
PS C:\> Get-AdmPwdPassword -ComputerName SRV-FILE02

ComputerName         DistinguishedName                                  Password           ExpirationTimestamp
------------         -----------------                                  --------           -------------------
SRV-FILE02           CN=SRV-FILE02,OU=Servers,DC=corp,DC=contoso,DC=com «a»     4/2/2025 6:11:40 AM
`, V{"a": g.winLAPS()}, "CN=SRV-FILE02,OU=Servers,DC=corp,DC=contoso,DC=com")

	g.winAdd("win/laps-encrypted-attribute-benign", `
PS C:\> Get-ADComputer WKS-0619 -Properties msLAPS-PasswordExpirationTime,msLAPS-EncryptedPassword | Format-List Name,msLAPS-*

Name                           : WKS-0619
msLAPS-PasswordExpirationTime  : «_e»
msLAPS-EncryptedPassword       : {«_b»...}
`, V{"_e": "1338" + g.digits(14), "_b": g.digits(3) + ", " + g.digits(3) + ", " + g.digits(2) + ", 1, 0, 0, 0"}, "msLAPS-EncryptedPassword")

	g.winAdd("win/manage-bde-protectors-get", `
C:\Windows\system32>manage-bde -protectors -get C:
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume C: [OS]
All Key Protectors

    Numerical Password:
      ID: «_id»
      Password:
        «a»
      Backup type:
        Active Directory (AD DS)

    TPM:
      ID: «_id2»
      PCR Validation Profile:
        7, 11
        (Uses Secure Boot for integrity validation)
`, V{"_id": g.winBrace(), "a": g.winRecovery(), "_id2": g.winBrace()}, "BitLocker Drive Encryption: Configuration Tool version 10.0.22621")

	g.winAdd("win/bitlocker-recovery-key-txt", `
C:\Users\dk\OneDrive - Contoso\Desktop> type "BitLocker Recovery Key «_f».TXT"
BitLocker Drive Encryption recovery key 

To verify that this is the correct recovery key, compare the start of the following identifier with the identifier value displayed on your PC.

Identifier:

	«_id»

If the above identifier matches the one displayed by your PC, then use the following key to unlock your drive.

Recovery Key:

	«a»

If the above identifier doesn't match the one displayed by your PC, then this isn't the right key to unlock your drive.
Try another recovery key, or refer to https://go.microsoft.com/fwlink/?LinkID=260589 for additional assistance.
`, V{"_f": g.winGUID(), "_id": g.winGUID(), "a": g.winRecovery()}, "https://go.microsoft.com/fwlink/?LinkID=260589")

	g.winAdd("win/get-bitlockervolume-keyprotector", `
PS C:\> (Get-BitLockerVolume -MountPoint D:).KeyProtector

KeyProtectorId       : «_id1»
AutoUnlockProtector  :
KeyProtectorType     : Tpm
KeyFileName          :
RecoveryPassword     :
KeyCertificateType   :
Thumbprint           :

KeyProtectorId       : «_id2»
AutoUnlockProtector  :
KeyProtectorType     : RecoveryPassword
KeyFileName          :
RecoveryPassword     : «a»
KeyCertificateType   :
Thumbprint           :
`, V{"_id1": g.winBrace(), "_id2": g.winBrace(), "a": g.winRecovery()})

	g.winAdd("win/wmic-oa3-product-key", `
C:\>wmic path SoftwareLicensingService get OA3xOriginalProductKey,OA3xOriginalProductKeyDescription
OA3xOriginalProductKey         OA3xOriginalProductKeyDescription
«a»  [4.0] Professional OEM:DM

C:\>slmgr /dli
Name: Windows(R), Professional edition
Description: Windows(R) Operating System, OEM_DM channel
Partial Product Key: «_pp»
License Status: Licensed
`, V{"a": g.winPKey(), "_pp": g.s("BCDFGHJKMNPQRTVWXY2346789", 5)}, "Windows(R) Operating System, OEM_DM channel")

	g.winAdd("win/slmgr-ipk-mak", `
PS C:\> cscript //nologo C:\Windows\System32\slmgr.vbs /ipk «a»
Installed product key «a» successfully.
PS C:\> cscript //nologo C:\Windows\System32\slmgr.vbs /ato
Activating Windows(R), ServerStandard edition («_g») ...
Product activated successfully.
`, V{"a": g.winPKey(), "_g": g.uuid()})

	g.winAdd("win/office-ospp-dstatus-benign-partial", `
C:\Program Files\Microsoft Office\Office16>cscript ospp.vbs /dstatus
---Processing--------------------------
---------------------------------------
SKU ID: «_sku»
LICENSE NAME: Office 21, Office21ProPlus2021VL_KMS_Client_AE edition
LICENSE DESCRIPTION: Office 21, VOLUME_KMSCLIENT channel
LICENSE STATUS:  ---LICENSED--- 
REMAINING GRACE: 179 days  (258911 minute(s) before expiring)
Last 5 characters of installed product key: «_pp»
Activation Type Configuration: ALL
	DNS auto-discovery: KMS name not available
	KMS machine registry override defined: kms01.corp.local:1688
---------------------------------------
---Exiting-----------------------------
`, V{"_sku": g.uuid(), "_pp": g.s("BCDFGHJKMNPQRTVWXY2346789", 5)}, "kms01.corp.local:1688")

	g.winAdd("win/certutil-store-my-benign", `
C:\>certutil -store My
My "Personal"
================ Certificate 0 ================
Serial Number: «_sn»
Issuer: CN=Contoso Issuing CA 01, DC=corp, DC=contoso, DC=com
 NotBefore: 6/14/2024 9:31 AM
 NotAfter: 6/14/2026 9:31 AM
Subject: CN=web01.corp.contoso.com
Certificate Template Name (Certificate Type): WebServer
Non-root Certificate
Template: WebServer, Web Server
Cert Hash(sha1): «_h»
  Key Container = «_kc»
  Unique container name: «_u»
  Provider = Microsoft Software Key Storage Provider
Private key is NOT exportable
Encryption test passed
CertUtil: -store command completed successfully.
`, V{"_sn": g.hex(38), "_h": g.hex(40), "_kc": "te-WebServer-" + g.uuid(), "_u": g.hex(32) + "_" + g.uuid()}, "CN=Contoso Issuing CA 01, DC=corp, DC=contoso, DC=com")

	g.winAdd("win/pfx-export-password", `
PS C:\> $pfxPwd = ConvertTo-SecureString -String "«a»" -Force -AsPlainText
PS C:\> Get-ChildItem Cert:\LocalMachine\My\«_th» | Export-PfxCertificate -FilePath C:\Temp\wildcard-contoso-2025.pfx -Password $pfxPwd

    Directory: C:\Temp

Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a----         3/11/2025  10:02 AM           6421 wildcard-contoso-2025.pfx
`, V{"a": g.pwStrong(), "_th": g.winThumb()}, "wildcard-contoso-2025.pfx")

	g.winAdd("win/klist-tickets-benign", `
C:\>klist

Current LogonId is 0:0x«_l»

Cached Tickets: (2)

#0>	Client: dk @ CORP.CONTOSO.COM
	Server: krbtgt/CORP.CONTOSO.COM @ CORP.CONTOSO.COM
	KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96
	Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize
	Start Time: 3/11/2025 7:58:40 (local)
	End Time:   3/11/2025 17:58:40 (local)
	Renew Time: 3/18/2025 7:58:40 (local)
	Session Key Type: AES-256-CTS-HMAC-SHA1-96
	Cache Flags: 0x1 -> PRIMARY
	Kdc Called: DC01.corp.contoso.com

#1>	Client: dk @ CORP.CONTOSO.COM
	Server: cifs/fs01.corp.contoso.com @ CORP.CONTOSO.COM
	KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96
	Ticket Flags 0x40a10000 -> forwardable renewable pre_authent name_canonicalize
	Kdc Called: DC01.corp.contoso.com
`, V{"_l": g.hex(7)}, "krbtgt/CORP.CONTOSO.COM @ CORP.CONTOSO.COM", "cifs/fs01.corp.contoso.com")
}

// ---- desktop admin tools, containers, pipelines, chats and tickets ----

func (g *G) winMisc() {
	g.winAdd("win/mremoteng-confcons-xml", `
<?xml version="1.0" encoding="utf-8"?>
<mrng:Connections xmlns:mrng="http://mremoteng.org" Name="Connections" Export="false" EncryptionEngine="AES" BlockCipherMode="GCM" KdfIterations="10000" FullFileEncryption="false" Protected="«_p»" ConfVersion="2.6">
    <Node Name="DC01" Type="Connection" Descr="" Icon="mRemoteNG" Panel="General" Id="«_id»" Username="adm-dk" Domain="CORP" Password="«a»" Hostname="dc01.corp.contoso.com" Protocol="RDP" Port="3389" UseCredSsp="true" />
</mrng:Connections>
`, V{"_p": g.b64(96), "_id": g.uuid(), "a": g.b64(48)}, "dc01.corp.contoso.com")

	g.winAdd("win/filezilla-sitemanager-base64-pass", `
PS C:\> Get-Content "$env:APPDATA\FileZilla\sitemanager.xml"
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.68.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.partner-logistics.com</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>contoso_edi</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<Name>Partner EDI</Name>
		</Server>
	</Servers>
</FileZilla3>
`, V{"a": b64s(g.pw())}, "ftp.partner-logistics.com", "<User>contoso_edi</User>")

	g.winAdd("win/docker-windows-mssql-sa-password", `
PS C:\src\Contoso.Api> docker run -d --name sql-dev -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=«a»" -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest
«_c»
PS C:\src\Contoso.Api> docker ps --format "table {{.Names}}\t{{.Status}}\t{{.Ports}}"
NAMES     STATUS         PORTS
sql-dev   Up 8 seconds   0.0.0.0:1433->1433/tcp
`, V{"a": g.pwStrong(), "_c": g.hex(64)}, "mcr.microsoft.com/mssql/server:2022-latest")

	g.winAdd("win/powershell-direct-vmname-credential", `
PS C:\> $lab = [pscredential]::new('LAB\Administrator', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
PS C:\> Invoke-Command -VMName LAB-DC01,LAB-SQL01 -Credential $lab { Get-Service NTDS,MSSQLSERVER -ErrorAction SilentlyContinue | Select Name,Status }

Name        Status PSComputerName
----        ------ --------------
NTDS       Running LAB-DC01
MSSQLSERVER Running LAB-SQL01
`, V{"a": g.pw()}, "LAB-DC01,LAB-SQL01")

	g.winAdd("win/azure-pipelines-windows-inline-secret", `
# azure-pipelines.yml
pool:
  vmImage: windows-2022
variables:
  buildConfiguration: Release
  sqlPassword: $(SqlAdminPassword)   # from the library group
  legacyFtpPassword: '«a»'
steps:
  - task: PowerShell@2
    inputs:
      targetType: inline
      script: |
        .\deploy\Publish-Legacy.ps1 -FtpUser contoso_ftp -FtpPassword "$(legacyFtpPassword)"
`, V{"a": g.pw()}, "$(SqlAdminPassword)", "$(legacyFtpPassword)")

	g.winAdd("win/teams-chat-service-account-handover", `
[10:42 AM] Marek Nowak
hey, for the SQL migration tonight use the new agent account
CORP\svc-sqlagent02
«a»
it's already in the sysadmin role on SQLPROD02, I'll put it in Secret Server after

[10:44 AM] Dana Kowalski
👍 thanks
`, V{"a": g.pwStrong()}, `CORP\svc-sqlagent02`, "SQLPROD02")

	g.winAdd("win/servicenow-ticket-new-hire", `
Number: RITM0041822
Requested for: Priya Raman
Short description: New hire onboarding - Finance
State: Closed Complete
Work notes:
2025-03-10 14:12:03 - Lukas Berger (Work notes)
AD account created: praman (OU=Finance,OU=Staff). Temporary password: «a» (must change at first logon).
Laptop WKS-0701 enrolled in Intune, BitLocker key escrowed to Entra ID.
`, V{"a": g.pick("Contoso", "Welcome", "Finance") + "-" + g.s(alDigit, 4) + "-" + g.an(5)}, "RITM0041822", "WKS-0701")

	g.winAdd("win/git-diff-appsettings-remove-secret", `
PS C:\src\Contoso.Api> git diff HEAD~1 -- appsettings.Development.json
diff --git a/appsettings.Development.json b/appsettings.Development.json
index «_a»..«_b» 100644
--- a/appsettings.Development.json
+++ b/appsettings.Development.json
@@ -6,8 +6,6 @@
   "ConnectionStrings": {
-    "Default": "Server=localhost;Database=contoso;User Id=sa;Password=«a1»;TrustServerCertificate=true"
+    "Default": "Server=localhost;Database=contoso;Trusted_Connection=True;TrustServerCertificate=true"
   },
-  "SendGrid": { "ApiKey": "«b1»" },
   "Logging": { "LogLevel": { "Default": "Debug" } }
`, V{"_a": g.hex(9), "_b": g.hex(9), "a1": g.pwStrong(), "b1": g.sendgrid()}, "Trusted_Connection=True")

	g.winAdd("win/exchange-onprem-hybrid-smtp-relay", `
[PS] C:\>$relayCred = New-Object System.Management.Automation.PSCredential("CONTOSO\svc-smtprelay", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
[PS] C:\>Set-SendConnector -Identity "Outbound to SmartHost" -SmartHosts "smtp.mailrelay.example" -SmartHostAuthMechanism BasicAuthRequireTLS -AuthenticationCredential $relayCred
[PS] C:\>Get-SendConnector "Outbound to SmartHost" | fl Identity,SmartHosts,SmartHostAuthMechanism

Identity               : Outbound to SmartHost
SmartHosts             : {[smtp.mailrelay.example]}
SmartHostAuthMechanism : BasicAuthRequireTLS
`, V{"a": g.pw()}, "Outbound to SmartHost", "smtp.mailrelay.example")

	g.winAdd("win/winget-configuration-dsc-yaml", `
# configuration.dsc.yaml  (winget configure)
properties:
  configurationVersion: 0.2.0
  resources:
    - resource: Microsoft.WinGet.DSC/WinGetPackage
      id: vscode
      directives:
        description: Install VS Code
      settings:
        id: Microsoft.VisualStudioCode
        source: winget
    - resource: PSDscResources/Environment
      directives:
        description: Private feed token for the dev box
      settings:
        Name: NPM_TOKEN
        Value: «a»
        Target: [Machine]
`, V{"a": g.npmTok()}, "Microsoft.VisualStudioCode")

	g.winAdd("win/hyperv-replica-and-vm-benign", `
PS C:\> Get-VM | Select-Object Name,State,VMId,Generation,Version

Name       State   VMId                                 Generation Version
----       -----   ----                                 ---------- -------
LAB-DC01   Running «_a»          2 11.0
LAB-SQL01  Running «_b»          2 11.0
LAB-WEB01  Off     «_c»          2 11.0

PS C:\> Get-VMNetworkAdapter -VMName LAB-DC01 | Select-Object VMName,SwitchName,MacAddress

VMName   SwitchName MacAddress
------   ---------- ----------
LAB-DC01 LabSwitch  00155D«_m»
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid(), "_m": g.s(alHexU, 6)}, "LabSwitch")
}

// ---- benign Windows look-alikes ----

func (g *G) winBenign() {
	g.winAdd("win/kms-client-setup-keys-benign", `
# KMS client setup keys (GVLKs), published by Microsoft for volume activation:
# https://learn.microsoft.com/windows-server/get-started/kms-client-activation-keys
$gvlk = @{
    'Windows 11 Pro'                = 'W269N-WFGWX-YVC9B-4J6C9-T83GX'
    'Windows 11 Enterprise'         = 'NPPR9-FWDCX-D2C8J-H872K-2YT43'
    'Windows Server 2022 Standard'  = 'VDYBN-27WPP-V4HQT-9VMD4-VMK7H'
}
cscript //nologo slmgr.vbs /ipk $gvlk[$edition]
cscript //nologo slmgr.vbs /skms kms01.corp.local:1688
`, nil, "W269N-WFGWX-YVC9B-4J6C9-T83GX", "NPPR9-FWDCX-D2C8J-H872K-2YT43", "VDYBN-27WPP-V4HQT-9VMD4-VMK7H", "kms01.corp.local:1688")

	g.winAdd("win/app-service-keyvault-references-benign", `
PS C:\> az webapp config appsettings list -g rg-web-prod -n contoso-portal -o table
Name                                   Value                                                                                     SlotSetting
-------------------------------------  ----------------------------------------------------------------------------------------  -------------
ConnectionStrings__Default             @Microsoft.KeyVault(SecretUri=https://kv-contoso-prod.vault.azure.net/secrets/PortalSql/)  False
Stripe__SecretKey                      @Microsoft.KeyVault(VaultName=kv-contoso-prod;SecretName=StripeSecretKey)                  False
APPLICATIONINSIGHTS_CONNECTION_STRING  InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/  False
WEBSITE_RUN_FROM_PACKAGE               1                                                                                         False
`, V{"_ik": g.uuid()}, "@Microsoft.KeyVault(SecretUri=https://kv-contoso-prod.vault.azure.net/secrets/PortalSql/)", "@Microsoft.KeyVault(VaultName=kv-contoso-prod;SecretName=StripeSecretKey)")

	g.winAdd("win/octopus-and-pipeline-variable-placeholders-benign", `
  <connectionStrings>
    <add name="Default" connectionString="Server=#{SqlServer};Database=#{SqlDatabase};User Id=#{SqlUser};Password=#{SqlPassword};" />
  </connectionStrings>
  <appSettings>
    <add key="ApiKey" value="__ApiKey__" />
    <add key="SmtpPassword" value="$(SmtpPassword)" />
  </appSettings>
`, nil, "Password=#{SqlPassword}", `value="__ApiKey__"`, "$(SmtpPassword)")

	g.winAdd("win/gacutil-public-key-tokens-benign", `
C:\>gacutil /l System.Web
Microsoft (R) .NET Global Assembly Cache Utility.  Version 4.0.30319.0
Copyright (c) Microsoft Corporation.  All rights reserved.

The Global Assembly Cache contains the following assemblies:
  System.Web, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a, processorArchitecture=AMD64
  System.Web.Extensions, Version=4.0.0.0, Culture=neutral, PublicKeyToken=31bf3856ad364e35, processorArchitecture=MSIL
  Contoso.Common, Version=2.3.0.0, Culture=neutral, PublicKeyToken=«_t», processorArchitecture=MSIL

Number of items = 3
`, V{"_t": g.hex(16)}, "PublicKeyToken=b03f5f7f11d50a3a", "PublicKeyToken=31bf3856ad364e35")

	g.winAdd("win/authenticode-and-filehash-benign", `
PS C:\Downloads> Get-FileHash .\ContosoAgent-4.2.1-x64.msi -Algorithm SHA256

Algorithm       Hash                                                                   Path
---------       ----                                                                   ----
SHA256          «_h»       C:\Downloads\ContosoAgent-4.2.1-x64.msi

PS C:\Downloads> Get-AuthenticodeSignature .\ContosoAgent-4.2.1-x64.msi | Format-List Status,SignerCertificate

Status            : Valid
SignerCertificate : [Subject]
                      CN=Contoso Ltd., O=Contoso Ltd., L=Redmond, S=Washington, C=US

                    [Issuer]
                      CN=DigiCert Trusted G4 Code Signing RSA4096 SHA384 2021 CA1, O="DigiCert, Inc.", C=US

                    [Serial Number]
                      «_sn»

                    [Thumbprint]
                      «_th»
`, V{"_h": g.s(alHexU, 64), "_sn": g.s(alHexU, 32), "_th": g.winThumb()}, "DigiCert Trusted G4 Code Signing RSA4096 SHA384 2021 CA1")

	g.winAdd("win/event-4625-failed-logon-benign", `
TimeCreated  : 3/11/2025 6:14:09 AM
Id           : 4625
Message      : An account failed to log on.
               Account For Which Logon Failed:
                 Security ID:    NULL SID
                 Account Name:   administrator
                 Account Domain: WKS-0442
               Failure Information:
                 Failure Reason: Unknown user name or bad password.
                 Status:         0xC000006D
                 Sub Status:     0xC000006A
               Process Information:
                 Caller Process ID:    0x0
               Network Information:
                 Workstation Name: kali
                 Source Network Address: 185.220.101.47
               Detailed Authentication Information:
                 Logon Process:  NtLmSsp 
                 Authentication Package: NTLM
                 Transited Services: -
                 Package Name (NTLM only): -
                 Key Length:     0
`, nil, "0xC000006D", "185.220.101.47")

	g.winAdd("win/get-addomain-benign", `
PS C:\> Get-ADDomain | Select-Object DNSRoot,NetBIOSName,DomainSID,ObjectGUID,PDCEmulator,RIDMaster,DomainMode

DNSRoot     : corp.contoso.com
NetBIOSName : CORP
DomainSID   : «_s»
ObjectGUID  : «_g»
PDCEmulator : DC01.corp.contoso.com
RIDMaster   : DC01.corp.contoso.com
DomainMode  : Windows2016Domain
`, V{"_s": g.winDom(), "_g": g.uuid()}, "Windows2016Domain")

	g.winAdd("win/secretmanagement-get-secret-benign", `
PS C:\> Register-SecretVault -Name ContosoKV -ModuleName Az.KeyVault -VaultParameters @{ AZKVaultName = 'kv-contoso-prod'; SubscriptionId = '«_s»' }
PS C:\> $cred = Get-Secret -Vault ContosoKV -Name svc-deploy-cred
PS C:\> $cred

UserName                      Password
--------                      --------
CORP\svc-deploy System.Security.SecureString

PS C:\> Get-SecretInfo -Vault ContosoKV | Select-Object Name,Type

Name            Type
----            ----
svc-deploy-cred PSCredential
StripeSecretKey SecureString
`, V{"_s": g.uuid()}, "svc-deploy-cred", "System.Security.SecureString")

	g.winAdd("win/wix-product-upgrade-codes-benign", `
<Wix xmlns="http://wixtoolset.org/schemas/v4/wxs">
  <Package Name="Contoso Agent" Manufacturer="Contoso Ltd." Version="4.2.1.0" UpgradeCode="«_u»" Compressed="yes">
    <MajorUpgrade DowngradeErrorMessage="A newer version of [ProductName] is already installed." />
    <Property Id="SERVICEACCOUNT" Value="LocalSystem" />
    <Property Id="SERVICEPASSWORD" Hidden="yes" />
    <Component Id="AgentExe" Guid="«_c»">
      <File Source="$(var.AgentDir)\acme-agent.exe" KeyPath="yes" />
      <ServiceInstall Name="AcmeAgent" Start="auto" Type="ownProcess" ErrorControl="normal" Account="[SERVICEACCOUNT]" Password="[SERVICEPASSWORD]" />
    </Component>
  </Package>
</Wix>
`, V{"_u": g.winBrace(), "_c": g.winBrace()}, `Password="[SERVICEPASSWORD]"`, `<Property Id="SERVICEPASSWORD" Hidden="yes" />`)

	g.winAdd("win/manage-bde-status-benign", `
C:\Windows\system32>manage-bde -status C:
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume C: [OS]
[OS Volume]

    Size:                 475.83 GB
    BitLocker Version:    2.0
    Conversion Status:    Used Space Only Encrypted
    Percentage Encrypted: 100.0%
    Encryption Method:    XTS-AES 128
    Protection Status:    Protection On
    Lock Status:          Unlocked
    Identification Field: Unknown
    Key Protectors:
        TPM
        Numerical Password
`, nil, "XTS-AES 128", "Used Space Only Encrypted")

	g.winAdd("win/dotnet-dev-certs-and-cert-store-benign", `
PS C:\src\Contoso.Api> dotnet dev-certs https --check --trust
A trusted certificate was found: «_th» - CN=localhost - Valid from 2025-01-07 10:14:22Z to 2026-01-07 10:14:22Z - IsHttpsDevelopmentCertificate: true - IsExportable: true
PS C:\src\Contoso.Api> Get-ChildItem Cert:\CurrentUser\My | Format-Table Thumbprint,Subject,NotAfter

Thumbprint                               Subject                       NotAfter
----------                               -------                       --------
«_th» CN=localhost                  1/7/2026 10:14:22 AM
«_t2» CN=dk@contoso.com, OU=Users   9/2/2025 8:00:00 AM
`, V{"_th": g.winThumb(), "_t2": g.winThumb()}, "IsHttpsDevelopmentCertificate: true")

	g.winAdd("win/securestring-key-file-encrypted-benign", `
PS C:\Scripts> Get-Content .\smtp.cred
«_a»
PS C:\Scripts> Get-Content .\Send-Report.ps1 | Select-String 'ConvertTo-SecureString'

Send-Report.ps1:4:$sec = Get-Content "$PSScriptRoot\smtp.cred" | ConvertTo-SecureString
`, V{"_a": g.winSecure()}, `$sec = Get-Content "$PSScriptRoot\smtp.cred" | ConvertTo-SecureString`)
}
