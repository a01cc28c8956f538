package cases

import (
	"fmt"
)

// geoCases adds credentials from maps, logistics, mobility and travel
// integrations as a coding agent meets them while it reads configs, calls
// vendor APIs or debugs an SDK. Sources: Mapbox (public pk. tokens for the
// browser, secret sk. tokens, downloads tokens in .netrc and Gradle,
// temporary tk. tokens, the tokens API, MTS uploads), Google Maps Platform
// (server keys, Android and iOS keys, URL signing secrets, the premium
// client id, Places and Routes calls), HERE (API keys and OAuth
// credentials.properties), TomTom, Esri ArcGIS (API keys, OAuth app
// credentials, generateToken, arcgis-python-api profiles), OpenCage,
// Geoapify, MapTiler, Stadia Maps, what3words, LocationIQ, Radar,
// OpenRouteService, GraphHopper, Amazon Location; carriers (FedEx REST and
// legacy web services, UPS OAuth and access license numbers, DHL Express
// MyDHL and the Shipment Tracking API, USPS Web Tools and the new APIs,
// Royal Mail Click & Drop, Canada Post, PostNL, Australia Post), shipping
// platforms (ShipEngine, ShipStation, EasyPost, Shippo, Sendcloud,
// Packlink, AfterShip, EasyShip); fleet telematics (Samsara, Geotab,
// Motive, Traccar, Verizon Connect, Webfleet); ride and delivery partner
// APIs (Uber and Uber Direct, Lyft, DoorDash Drive, Onfleet, Stuart,
// Bolt); travel (Amadeus Self-Service, Sabre, Duffel, Travelport
// Universal API, Mews, Cloudbeds, SiteMinder, Booking.com and Expedia
// Rapid, airline NDC gateways); weather and aviation data (OpenWeather,
// Tomorrow.io, Visual Crossing, Meteomatics, NOAA CDO, AviationStack,
// FlightAware AeroAPI, AeroDataBox via RapidAPI, CheckWX, OpenSky);
// GTFS and GTFS-realtime feeds (MTA, 511.org, TfL, Transitland,
// OneBusAway, Swiftly, Navitia); and the shell commands, SDK code, logs,
// tool outputs and chats around them. Benign look-alikes: coordinates,
// geohashes and plus codes, place ids, Mapbox public tokens and style
// URLs, Radar publishable keys, map ids, tracking numbers, PNR record
// locators, IATA and ICAO codes, flight numbers, vehicle ids and VINs,
// GTFS trip ids, published demo keys, masked previews. Where a vendor's
// token shape is not documented publicly the shape is a plausible guess.
// The case names start with "geo/".
func (g *G) geoCases() {
	g.geoMapboxCases()
	g.geoGoogleCases()
	g.geoHereTomTomEsri()
	g.geoGeocoders()
	g.geoCarriers()
	g.geoShipping()
	g.geoFleet()
	g.geoRides()
	g.geoTravel()
	g.geoWeather()
	g.geoTransit()
	g.geoChat()
	g.geoBenign()
}

// ---- helpers used only here ----

// geoMB is a Mapbox token: kind is "pk", "sk" or "tk".
func (g *G) geoMB(kind, user string) string {
	return kind + "." + b64raw(`{"u":"`+user+`","a":"cl`+g.s(alLowNum, 23)+`"}`) + "." + g.b64u(22)
}
func (g *G) geoGSign() string { return g.b64u(27) + "=" }
func (g *G) geoEsri() string  { return "AAPK" + g.hex(32) + g.b64u(64) }
func (g *G) geoEsriT() string { return "AAPT" + g.b64u(120) }
func (g *G) geoFedex() string { return "l7xx" + g.hex(32) }
func (g *G) geoEZ(p string) string {
	return p + g.hex(54)
}
func (g *G) geoShippo(p string) string { return "shippo_" + p + "_" + g.hex(40) }
func (g *G) geoDuffel(p string) string { return "duffel_" + p + "_" + g.b64u(43) }
func (g *G) geoSamsara() string        { return "samsara_api_" + g.an(30) }
func (g *G) geoSabre() string {
	return "T1RLAQ" + g.s(alB64, 120) + "!ICAAA" + g.s(alB64, 54)
}
func (g *G) geoMews() string { return g.s(alHexU, 32) + "-" + g.s(alHexU, 31) }
func (g *G) geoRapid() string {
	return g.hex(10) + "msh" + g.hex(15) + "p1" + g.hex(6) + "jsn" + g.hex(12)
}
func (g *G) geoORS() string     { return "5b3ce3597851110001cf6248" + g.hex(32) }
func (g *G) geoUPS1Z() string   { return "1Z" + g.s(alUpNum, 6) + g.s(alDigit, 10) }
func (g *G) geoUSPS() string    { return "9400" + g.s(alDigit, 18) }
func (g *G) geoPNR() string     { return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }
func (g *G) geoPlace() string   { return "ChIJ" + g.b64u(23) }
func (g *G) geoVIN() string     { return g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17) }
func (g *G) geoLat() string     { return fmt.Sprintf("%.6f", 25+g.r.Float64()*24) }
func (g *G) geoLon() string     { return fmt.Sprintf("%.6f", -(70 + g.r.Float64()*50)) }
func (g *G) geoHash() string    { return g.s("0123456789bcdefghjkmnpqrstuvwxyz", 9) }
func (g *G) geoGeotab() string  { return g.b64u(22) }
func (g *G) geoAmadeus() string { return g.an(28) }

// ---- Mapbox ----

func (g *G) geoMapboxCases() {
	g.add("geo/mapbox-env-public-and-secret", `
$ cat apps/web/.env.local
NEXT_PUBLIC_MAPBOX_TOKEN=«_pk»
NEXT_PUBLIC_MAPBOX_STYLE=mapbox://styles/fleetwise/«_style»
# server only: used by scripts/upload-tileset.ts
MAPBOX_SECRET_TOKEN=«sk»
MAPBOX_USERNAME=fleetwise
`, V{"_pk": g.geoMB("pk", "fleetwise"), "_style": "cl" + g.s(alLowNum, 23), "sk": g.geoMB("sk", "fleetwise")}, "MAPBOX_USERNAME=fleetwise", "NEXT_PUBLIC_MAPBOX_STYLE")

	g.add("geo/mapbox-netrc-downloads-token", `
$ cat ~/.netrc
machine api.mapbox.com
login mapbox
password «a»
$ pod install --repo-update
Analyzing dependencies
Downloading dependencies
Installing MapboxMaps (11.5.1)
Installing MapboxCoreMaps (11.5.2)
Installing MapboxCommon (24.5.0)
Pod installation complete! There are 4 dependencies from the Podfile and 6 total pods installed.
`, V{"a": g.geoMB("sk", "dana-ios")}, "machine api.mapbox.com", "MapboxMaps (11.5.1)")

	g.add("geo/mapbox-gradle-properties", `
# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
MAPBOX_DOWNLOADS_TOKEN=«a»
kotlin.code.style=official
`, V{"a": g.geoMB("sk", "routecraft")}, "org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8")

	g.add("geo/mapbox-android-strings-xml", `
<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:tools="http://schemas.android.com/tools">
    <string name="app_name">RouteCraft</string>
    <string name="mapbox_access_token" translatable="false" tools:ignore="UnusedResources">«_pk»</string>
    <string name="mapbox_style_url">mapbox://styles/mapbox/navigation-day-v1</string>
</resources>
`, V{"_pk": g.geoMB("pk", "routecraft")}, "mapbox://styles/mapbox/navigation-day-v1", `name="mapbox_access_token"`)

	g.add("geo/mapbox-tokens-api-create", `
$ curl -s -X POST "https://api.mapbox.com/tokens/v2/fleetwise?access_token=«a»" \
    -H "Content-Type: application/json" \
    -d '{"scopes":["styles:read","fonts:read","tiles:read"],"note":"dispatch-web prod","allowedUrls":["https://dispatch.fleetwise.io"]}'
{"client":"api","note":"dispatch-web prod","usage":"pk","id":"«_id»","default":false,"scopes":["styles:read","fonts:read","tiles:read"],"allowedUrls":["https://dispatch.fleetwise.io"],"created":"2024-11-04T09:12:40.118Z","modified":"2024-11-04T09:12:40.118Z","token":"«_pk»"}
`, V{"a": g.geoMB("sk", "fleetwise"), "_id": "cl" + g.s(alLowNum, 23), "_pk": g.geoMB("pk", "fleetwise")}, "https://dispatch.fleetwise.io", `"usage":"pk"`)

	g.add("geo/mapbox-temporary-token", `
$ curl -s -X POST "https://api.mapbox.com/tokens/v2/fleetwise?access_token=$MAPBOX_SECRET_TOKEN" \
    -H "Content-Type: application/json" -d '{"expires":"2024-11-04T10:12:00.000Z","scopes":["uploads:write"]}'
{"token":"«a»"}
$ export MAPBOX_UPLOAD_TOKEN=«a»
`, V{"a": g.geoMB("tk", "fleetwise")}, "access_token=$MAPBOX_SECRET_TOKEN", `"scopes":["uploads:write"]`)

	g.add("geo/mapbox-tilesets-cli", `
$ export MAPBOX_ACCESS_TOKEN=«a»
$ tilesets upload-source fleetwise depots-2024 ./data/depots.geojson.ld
upload progress  [####################################]  100%
{"id": "mapbox://tileset-source/fleetwise/depots-2024", "files": 1, "source_size": 381204, "file_size": 381204}
$ tilesets publish fleetwise.depots
{"message": "Processing fleetwise.depots", "jobId": "«_job»"}
`, V{"a": g.geoMB("sk", "fleetwise"), "_job": "cl" + g.s(alLowNum, 23)}, "mapbox://tileset-source/fleetwise/depots-2024")

	g.add("geo/mapbox-gl-js-html", `
<link href="https://api.mapbox.com/mapbox-gl-js/v3.7.0/mapbox-gl.css" rel="stylesheet">
<script src="https://api.mapbox.com/mapbox-gl-js/v3.7.0/mapbox-gl.js"></script>
<div id="map"></div>
<script>
  mapboxgl.accessToken = '«_pk»';
  const map = new mapboxgl.Map({
    container: 'map',
    style: 'mapbox://styles/mapbox/streets-v12',
    center: [«_lon», «_lat»],
    zoom: 11.5
  });
</script>
`, V{"_pk": g.geoMB("pk", "harborbikes"), "_lon": g.geoLon(), "_lat": g.geoLat()}, "mapbox://styles/mapbox/streets-v12")

	g.add("geo/mapbox-python-upload-script", `
import os
from mapbox import Uploader

# TODO(dana): move to env before merging
MAPBOX_TOKEN = "«a»"

service = Uploader(access_token=MAPBOX_TOKEN)
with open("out/service_areas.mbtiles", "rb") as src:
    resp = service.upload(src, "harborbikes.service-areas", name="Service areas 2024Q4")
print(resp.status_code, resp.json()["id"])
`, V{"a": g.geoMB("sk", "harborbikes")}, "harborbikes.service-areas", `service.upload(src`)

	g.add("geo/mapbox-directions-curl-log", `
[2024-11-04 09:31:12] DEBUG routing.client GET https://api.mapbox.com/directions/v5/mapbox/driving-traffic/«_lon1»,«_lat1»;«_lon2»,«_lat2»?geometries=geojson&overview=full&steps=true&access_token=«a»
[2024-11-04 09:31:12] DEBUG routing.client 200 OK 412ms x-request-id=«_rid»
[2024-11-04 09:31:12] INFO  routing.eta route=«_rt» duration_s=1843 distance_m=21877
`, V{"_lon1": g.geoLon(), "_lat1": g.geoLat(), "_lon2": g.geoLon(), "_lat2": g.geoLat(), "a": g.geoMB("sk", "dispatch-api"), "_rid": g.hex(32), "_rt": g.uuid()}, "routing.eta")

	g.add("geo/mapbox-gha-secret-leak-in-log", `
Run npx mapbox-upload --tileset fleetwise.zones ./build/zones.geojson
  npx mapbox-upload --tileset fleetwise.zones ./build/zones.geojson
  shell: /usr/bin/bash -e {0}
  env:
    MAPBOX_ACCESS_TOKEN: «a»
    NODE_VERSION: 20.x
Uploading zones.geojson (2.1 MB)
Upload «_up» complete
`, V{"a": g.geoMB("sk", "fleetwise"), "_up": g.an(25)}, "fleetwise.zones", "NODE_VERSION: 20.x")

	g.add("geo/mapbox-flutter-info-plist", `
	<key>MBXAccessToken</key>
	<string>«_pk»</string>
	<key>NSLocationWhenInUseUsageDescription</key>
	<string>Shows your position on the delivery map.</string>
`, V{"_pk": g.geoMB("pk", "parcelhop")}, "NSLocationWhenInUseUsageDescription")

	g.add("geo/mapbox-static-images-url-in-chat", `
user: the email template shows a broken map image in Outlook, here's the src:
https://api.mapbox.com/styles/v1/mapbox/light-v11/static/pin-s+e63946(«_lon»,«_lat»)/«_lon»,«_lat»,14,0/600x300@2x?access_token=«a»
I copied the token from the backend .env because the public one kept 403ing.
`, V{"_lon": g.geoLon(), "_lat": g.geoLat(), "a": g.geoMB("sk", "parcelhop")}, "pin-s+e63946", "mapbox/light-v11")
}

// ---- Google Maps Platform ----

func (g *G) geoGoogleCases() {
	g.add("geo/gmaps-geocode-curl", `
$ curl -s "https://maps.googleapis.com/maps/api/geocode/json?address=1600+Amphitheatre+Parkway,+Mountain+View,+CA&key=«a»" | jq '.results[0] | {place_id, location: .geometry.location}'
{
  "place_id": "«_pid»",
  "location": {
    "lat": 37.4223878,
    "lng": -122.0841877
  }
}
`, V{"a": g.googleKey(), "_pid": g.geoPlace()}, "1600+Amphitheatre+Parkway")

	g.add("geo/gmaps-url-signing-secret-python", `
import googlemaps

gmaps = googlemaps.Client(
    client_id="gme-parcelhopltd",
    client_secret="«a»",
    channel="checkout-eu",
)
res = gmaps.distance_matrix(origins, destinations, mode="driving", departure_time="now")
`, V{"a": g.geoGSign()}, `client_id="gme-parcelhopltd"`, `channel="checkout-eu"`)

	g.add("geo/gmaps-signed-static-url-node", `
// scripts/sign-static-map.js
const crypto = require("crypto");
const SIGNING_SECRET = "«a»"; // from Cloud Console > Google Maps Platform > Credentials > URL signing secret

function sign(path) {
  const key = Buffer.from(SIGNING_SECRET.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  const sig = crypto.createHmac("sha1", key).update(path).digest("base64");
  return sig.replace(/\+/g, "-").replace(/\//g, "_");
}
console.log("https://maps.googleapis.com" + "/maps/api/staticmap?center=Berlin&size=640x320&key=" + process.env.GMAPS_KEY);
`, V{"a": g.geoGSign()}, "process.env.GMAPS_KEY", "URL signing secret")

	g.add("geo/gmaps-android-manifest", `
        <meta-data
            android:name="com.google.android.geo.API_KEY"
            android:value="«a»" />
        <meta-data
            android:name="com.google.android.gms.version"
            android:value="@integer/google_play_services_version" />
`, V{"a": g.googleKey()}, "com.google.android.geo.API_KEY", "@integer/google_play_services_version")

	g.add("geo/gmaps-ios-appdelegate", `
import GoogleMaps
import GooglePlaces

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    GMSServices.provideAPIKey("«a»")
    GMSPlacesClient.provideAPIKey("«b»")
    return true
  }
}
`, V{"a": g.googleKey(), "b": g.googleKey()}, "GMSServices.provideAPIKey")

	g.add("geo/gmaps-places-new-text-search", `
$ curl -s -X POST https://places.googleapis.com/v1/places:searchText \
  -H 'Content-Type: application/json' \
  -H 'X-Goog-Api-Key: «a»' \
  -H 'X-Goog-FieldMask: places.id,places.displayName,places.formattedAddress' \
  -d '{"textQuery": "bike repair near Mission District"}'
{
  "places": [
    {
      "id": "«_pid»",
      "formattedAddress": "2935 Mission St, San Francisco, CA 94110, USA",
      "displayName": {"text": "Valencia Cyclery", "languageCode": "en"}
    }
  ]
}
`, V{"a": g.googleKey(), "_pid": g.geoPlace()}, "X-Goog-FieldMask", "2935 Mission St")

	g.add("geo/gmaps-routes-api-go", `
func (c *RoutesClient) compute(ctx context.Context, req *ComputeRoutesRequest) (*ComputeRoutesResponse, error) {
	body, _ := json.Marshal(req)
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://routes.googleapis.com/directions/v2:computeRoutes", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("X-Goog-Api-Key", "«a»")
	r.Header.Set("X-Goog-FieldMask", "routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline")
	return c.do(r)
}
`, V{"a": g.googleKey()}, "routes.googleapis.com/directions/v2:computeRoutes")

	g.add("geo/gmaps-terraform-api-key-output", `
$ terraform apply -target=google_apikeys_key.maps_backend -auto-approve
google_apikeys_key.maps_backend: Creating...
google_apikeys_key.maps_backend: Creation complete after 4s [id=projects/parcelhop-prod/locations/global/keys/maps-backend]

Apply complete! Resources: 1 added, 0 changed, 0 destroyed.
$ terraform output -raw maps_backend_key_string
«a»
`, V{"a": g.googleKey()}, "projects/parcelhop-prod/locations/global/keys/maps-backend")

	g.add("geo/gmaps-gcloud-keys-get-string", `
$ gcloud services api-keys list --format="table(uid,displayName,restrictions.apiTargets[].service)"
UID                                   DISPLAY_NAME      SERVICE
«_u1»  maps-web-referrer  ['maps-backend.googleapis.com']
«_u2»  geocoding-server  ['geocoding-backend.googleapis.com']
$ gcloud services api-keys get-key-string «_u2»
keyString: «a»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "a": g.googleKey()}, "geocoding-backend.googleapis.com", "maps-web-referrer")

	g.add("geo/gmaps-env-yaml-cloud-run", `
# deploy/env.prod.yaml  (gcloud run deploy --env-vars-file)
GOOGLE_MAPS_SERVER_KEY: "«a»"
GOOGLE_MAPS_MAP_ID: "«_mid»"
GMAPS_URL_SIGNING_SECRET: "«b»"
GOOGLE_CLOUD_PROJECT: parcelhop-prod
`, V{"a": g.googleKey(), "_mid": g.hex(16), "b": g.geoGSign()}, "GOOGLE_CLOUD_PROJECT: parcelhop-prod")

	g.add("geo/gmaps-request-denied-error", `
Traceback (most recent call last):
  File "/srv/app/geo/geocode.py", line 42, in resolve
    result = gmaps.geocode(addr)
  File "/srv/venv/lib/python3.11/site-packages/googlemaps/client.py", line 348, in _request
    raise googlemaps.exceptions.ApiError(api_status, body.get("error_message"))
googlemaps.exceptions.ApiError: REQUEST_DENIED (API keys with referer restrictions cannot be used with this API.)
DEBUG url=https://maps.googleapis.com/maps/api/geocode/json?address=Hauptstr.+5%2C+Heidelberg&key=«a»
`, V{"a": g.googleKey()}, "REQUEST_DENIED", "/srv/app/geo/geocode.py")

	g.add("geo/gmaps-react-native-config", `
// app.config.ts
export default {
  expo: {
    name: "ParcelHop Courier",
    ios: { config: { googleMapsApiKey: "«a»" } },
    android: { config: { googleMaps: { apiKey: "«b»" } } },
    extra: { eas: { projectId: "«_proj»" } },
  },
};
`, V{"a": g.googleKey(), "b": g.googleKey(), "_proj": g.uuid()}, "ParcelHop Courier")
}

// ---- HERE, TomTom, Esri ----

func (g *G) geoHereTomTomEsri() {
	g.add("geo/here-credentials-properties", `
$ cat ~/.here/credentials.properties
here.user.id = HERE-«_uid»
here.client.id = «_cid»
here.access.key.id = «kid»
here.access.key.secret = «sec»
here.token.endpoint.url = https://account.api.here.com/oauth2/token
`, V{"_uid": g.uuid(), "_cid": g.an(20), "kid": g.b64u(22), "sec": g.b64u(86)}, "https://account.api.here.com/oauth2/token")

	g.add("geo/here-geocode-apikey-curl", `
$ curl -s "https://geocode.search.hereapi.com/v1/geocode?q=Invalidenstr+117+Berlin&apiKey=«a»" | jq -c '.items[0] | {id, position}'
{"id":"here:af:streetsection:«_hid»","position":{"lat":52.53041,"lng":13.38527}}
`, V{"a": g.b64u(43), "_hid": g.b64u(22)}, "Invalidenstr+117+Berlin")

	g.add("geo/here-oauth-token-response", `
$ here iam token
{
  "accessToken": "«a»",
  "tokenType": "bearer",
  "expiresIn": 86399,
  "scope": "hrn:here:authorization::org«_org»:project/fleet-eta-prod"
}
`, V{"a": g.jwt("RS512", fmt.Sprintf(`{"iss":"https://elb.us-east-1.account.api.here.com","sub":"HERE-%s","aud":"%s","iat":1730710000,"exp":1730796399}`, g.uuid(), g.an(20))), "_org": g.digits(9)}, `"tokenType": "bearer"`)

	g.add("geo/here-js-maps-env", `
# .env.production
VITE_HERE_API_KEY=«a»
VITE_HERE_APP_ID=«_app»
VITE_DEFAULT_CENTER=52.5200,13.4050
`, V{"a": g.b64u(43), "_app": g.an(20)}, "VITE_DEFAULT_CENTER=52.5200,13.4050")

	g.add("geo/tomtom-routing-python", `
import requests

TOMTOM_KEY = "«a»"
url = f"https://api.tomtom.com/routing/1/calculateRoute/{o_lat},{o_lon}:{d_lat},{d_lon}/json"
r = requests.get(url, params={"key": TOMTOM_KEY, "traffic": "true", "travelMode": "truck", "vehicleWeight": 18000})
r.raise_for_status()
`, V{"a": g.an(32)}, `"travelMode": "truck"`)

	g.add("geo/tomtom-sdk-android-build-gradle", `
android {
    defaultConfig {
        applicationId "io.parcelhop.courier"
        minSdk 26
        buildConfigField("String", "TOMTOM_API_KEY", "\"«a»\"")
    }
}
`, V{"a": g.an(32)}, `applicationId "io.parcelhop.courier"`)

	g.add("geo/tomtom-403-log-line", `
2024-11-05T07:44:19.204Z WARN  [traffic-poller] TomTom incidentDetails failed: 403 Forbidden {"detailedError":{"code":"Forbidden","message":"Developer Inactive"}} url=https://api.tomtom.com/traffic/services/5/incidentDetails?bbox=4.8,52.3,5.0,52.4&fields=%7Bincidents%7Bproperties%7BiconCategory%7D%7D%7D&key=«a»
2024-11-05T07:44:19.205Z INFO  [traffic-poller] next poll in 60s
`, V{"a": g.an(32)}, "Developer Inactive", "traffic-poller")

	g.add("geo/esri-arcgis-api-key-js", `
import esriConfig from "@arcgis/core/config";
import Map from "@arcgis/core/Map";
import MapView from "@arcgis/core/views/MapView";

esriConfig.apiKey = "«a»";

const map = new Map({ basemap: "arcgis/topographic" });
const view = new MapView({ container: "viewDiv", map, center: [-118.805, 34.027], zoom: 13 });
`, V{"a": g.geoEsri()}, "arcgis/topographic", "center: [-118.805, 34.027]")

	g.add("geo/esri-generate-token-oauth", `
$ curl -s -X POST https://www.arcgis.com/sharing/rest/oauth2/token \
    -d client_id=«_cid» \
    -d client_secret=«b» \
    -d grant_type=client_credentials \
    -d f=json
{"access_token":"«c»","expires_in":7200}
`, V{"_cid": g.an(16), "b": g.hex(32), "c": g.s(alAlnum+"_-.", 120)}, "grant_type=client_credentials")

	g.add("geo/esri-arcgis-python-profile", `
from arcgis.gis import GIS

# first run stores the profile in the OS keyring
gis = GIS("https://cityofriverbend.maps.arcgis.com", "gis_automation", "«a»", profile="riverbend_admin")
print(gis.properties.user.username, gis.properties.portalName)
layer = gis.content.get("«_item»").layers[0]
`, V{"a": g.pw(), "_item": g.hex(32)}, "https://cityofriverbend.maps.arcgis.com", `profile="riverbend_admin"`)

	g.add("geo/esri-enterprise-generatetoken-log", `
POST /portal/sharing/rest/generateToken HTTP/1.1
Host: gis.riverbend.gov
Content-Type: application/x-www-form-urlencoded

username=svc_fme&password=«a»&client=referer&referer=https%3A%2F%2Fgis.riverbend.gov&expiration=60&f=json

HTTP/1.1 200 OK
{"token":"«b»","expires":1730716800000,"ssl":true}
`, V{"a": g.pwStrong(), "b": g.s(alAlnum+"-_.", 140)}, "Host: gis.riverbend.gov", "username=svc_fme")

	g.add("geo/esri-aapt-token-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ArcGIS": {
    "ApiKey": "«a»",
    "PortalUrl": "https://www.arcgis.com",
    "BasemapStyle": "ArcGISNavigation"
  }
}
`, V{"a": g.geoEsriT()}, `"BasemapStyle": "ArcGISNavigation"`)
}

// ---- geocoders and routing APIs ----

func (g *G) geoGeocoders() {
	g.add("geo/opencage-python-geocoder", `
from opencage.geocoder import OpenCageGeocode

key = '«a»'
geocoder = OpenCageGeocode(key)
results = geocoder.reverse_geocode(«_lat», «_lon», language='de', no_annotations='1')
print(results[0]['formatted'])
`, V{"a": g.hex(32), "_lat": g.geoLat(), "_lon": g.geoLon()}, "reverse_geocode")

	g.add("geo/opencage-rate-limit-response", `
$ curl -s -i "https://api.opencagedata.com/geocode/v1/json?q=52.3877830+9.7334394&key=«a»&pretty=1" | head -12
HTTP/2 402
content-type: application/json; charset=utf-8
x-ratelimit-limit: 2500
x-ratelimit-remaining: 0
x-ratelimit-reset: 1730764800

{
   "documentation" : "https://opencagedata.com/api",
   "status" : {
      "code" : 402,
      "message" : "quota exceeded"
`, V{"a": g.hex(32)}, "x-ratelimit-limit: 2500", "quota exceeded")

	g.add("geo/geoapify-autocomplete-fetch", `
const res = await fetch(
  "https://api.geoapify.com/v1/geocode/autocomplete?text=" + encodeURIComponent(q) + "&filter=countrycode:nl&format=json&apiKey=«a»"
);
const { results } = await res.json();
`, V{"a": g.hex(32)}, "filter=countrycode:nl")

	g.add("geo/maptiler-docker-env-server", `
services:
  tileserver:
    image: maptiler/tileserver-gl:v4.13.0
    ports: ["8080:8080"]
  geocode-proxy:
    image: ghcr.io/parcelhop/geocode-proxy:1.4.2
    environment:
      MAPTILER_KEY: «a»
      UPSTREAM: https://api.maptiler.com/geocoding
      CACHE_TTL: 86400
`, V{"a": g.an(20)}, "maptiler/tileserver-gl:v4.13.0", "UPSTREAM: https://api.maptiler.com/geocoding")

	g.add("geo/stadia-maps-python-sdk", `
import stadiamaps
from stadiamaps.rest import ApiException

configuration = stadiamaps.Configuration()
configuration.api_key["ApiKeyAuth"] = "«a»"
with stadiamaps.ApiClient(configuration) as api_client:
    api = stadiamaps.GeocodingApi(api_client)
    res = api.search(text="Põhja pst 27a, Tallinn")
`, V{"a": g.uuid()}, `configuration.api_key["ApiKeyAuth"]`, "Põhja pst 27a, Tallinn")

	g.add("geo/what3words-convert-curl", `
$ curl -s "https://api.what3words.com/v3/convert-to-coordinates?words=filled.count.soap&key=«a»"
{"country":"GB","square":{"southwest":{"lng":-0.195543,"lat":51.520833},"northeast":{"lng":-0.195499,"lat":51.52086}},"nearestPlace":"Bayswater, London","coordinates":{"lng":-0.195521,"lat":51.520847},"words":"filled.count.soap","language":"en","map":"https://w3w.co/filled.count.soap"}
`, V{"a": g.s(alUpNum, 8)}, "filled.count.soap", "Bayswater, London")

	g.add("geo/locationiq-reverse-php", `
<?php
$token = '«a»';
$url = sprintf('https://eu1.locationiq.com/v1/reverse?key=%s&lat=%F&lon=%F&format=json', $token, $lat, $lon);
$resp = json_decode(file_get_contents($url), true);
echo $resp['display_name'] . PHP_EOL;
`, V{"a": "pk." + g.hex(32)}, "eu1.locationiq.com/v1/reverse")

	g.add("geo/radar-secret-and-publishable", `
# .env
RADAR_PUBLISHABLE_KEY=«_pk»
RADAR_SECRET_KEY=«a»
RADAR_WEBHOOK_SIGNING_SECRET=«b»
`, V{"_pk": "prj_live_pk_" + g.hex(40), "a": "prj_live_sk_" + g.hex(40), "b": g.hex(40)}, "RADAR_PUBLISHABLE_KEY")

	g.add("geo/radar-curl-trips", `
$ curl -s "https://api.radar.io/v1/trips?status=started&limit=2" -H "Authorization: «a»" | jq '.trips[] | {_id, externalId, mode}'
{
  "_id": "«_t1»",
  "externalId": "order-88412",
  "mode": "car"
}
`, V{"a": "prj_test_sk_" + g.hex(40), "_t1": g.hex(24)}, "order-88412")

	g.add("geo/openrouteservice-isochrones", `
$ curl -s -X POST 'https://api.openrouteservice.org/v2/isochrones/driving-hgv' \
  -H 'Authorization: «a»' \
  -H 'Content-Type: application/json; charset=utf-8' \
  -d '{"locations":[[8.681495,49.41461]],"range":[900,1800],"range_type":"time"}' | jq '.features | length'
2
`, V{"a": g.geoORS()}, "driving-hgv", `"range_type":"time"`)

	g.add("geo/graphhopper-route-go-test", `
func TestRouteMatrix(t *testing.T) {
	c := graphhopper.NewClient("https://graphhopper.com/api/1", "«a»")
	m, err := c.Matrix(context.Background(), graphhopper.MatrixRequest{
		Points:  [][2]float64{{13.388860, 52.517037}, {13.397634, 52.529407}},
		Profile: "small_truck",
	})
	require.NoError(t, err)
	assert.Len(t, m.Times, 2)
}
`, V{"a": g.uuid()}, `Profile: "small_truck"`)

	g.add("geo/amazon-location-sigv4-env", `
$ env | grep -E 'AWS|LOCATION'
AWS_REGION=eu-central-1
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
LOCATION_PLACE_INDEX=parcelhop-esri-index
LOCATION_ROUTE_CALCULATOR=parcelhop-here-calc
$ aws location search-place-index-for-text --index-name parcelhop-esri-index --text "Rua Augusta 100, Lisboa" --max-results 1 --query 'Results[0].Place.Geometry'
{
    "Point": [
        -9.13743,
        38.71078
    ]
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "LOCATION_PLACE_INDEX=parcelhop-esri-index", "parcelhop-here-calc")

	g.add("geo/nominatim-and-geocoder-keys-settings", `
# settings/geocoding.py
GEOCODERS = {
    "primary": {"backend": "nominatim", "url": "https://nominatim.openstreetmap.org", "user_agent": "parcelhop-geo/2.3 (ops@parcelhop.io)"},
    "fallback": {"backend": "geoapify", "api_key": "«a»"},
    "premium": {"backend": "here", "api_key": "«b»"},
}
`, V{"a": g.hex(32), "b": g.b64u(43)}, "parcelhop-geo/2.3 (ops@parcelhop.io)", "https://nominatim.openstreetmap.org")
}

// ---- carriers ----

func (g *G) geoCarriers() {
	g.add("geo/fedex-oauth-token-curl", `
$ curl -s -X POST https://apis-sandbox.fedex.com/oauth/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d 'grant_type=client_credentials&client_id=«a»&client_secret=«b»'
{"access_token":"«c»","token_type":"bearer","expires_in":3599,"scope":"CXS-TP"}
`, V{"a": g.geoFedex(), "b": g.hex(32), "c": g.jwt("RS256", fmt.Sprintf(`{"scope":["CXS-TP"],"Payload":{"clientIdentity":{"clientKey":"l7xx%s"},"authenticationRealm":"CMAC","additionalIdentity":{"timeStamp":"05-Nov-2024 03:12:44 EST","grant_type":"client_credentials"}},"exp":1730797964,"jti":"%s"}`, g.hex(32), g.uuid()))}, "apis-sandbox.fedex.com/oauth/token", `"scope":"CXS-TP"`)

	g.add("geo/fedex-env-account-numbers", `
# carriers/.env.fedex
FEDEX_API_KEY=«a»
FEDEX_SECRET_KEY=«b»
FEDEX_ACCOUNT_NUMBER=«_acct»
FEDEX_BASE_URL=https://apis.fedex.com
`, V{"a": g.geoFedex(), "b": g.hex(32), "_acct": g.digits(9)}, "FEDEX_BASE_URL=https://apis.fedex.com")

	g.add("geo/fedex-legacy-wsdl-soap", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v26="http://fedex.com/ws/ship/v26">
  <soapenv:Body>
    <v26:ProcessShipmentRequest>
      <v26:WebAuthenticationDetail>
        <v26:UserCredential>
          <v26:Key>«a»</v26:Key>
          <v26:Password>«b»</v26:Password>
        </v26:UserCredential>
      </v26:WebAuthenticationDetail>
      <v26:ClientDetail>
        <v26:AccountNumber>«_acct»</v26:AccountNumber>
        <v26:MeterNumber>«_meter»</v26:MeterNumber>
      </v26:ClientDetail>
      <v26:Version><v26:ServiceId>ship</v26:ServiceId><v26:Major>26</v26:Major></v26:Version>
`, V{"a": g.an(16), "b": g.an(25), "_acct": g.digits(9), "_meter": g.digits(9)}, "http://fedex.com/ws/ship/v26", "<v26:ServiceId>ship</v26:ServiceId>")

	g.add("geo/fedex-track-response-benign-bearer", `
$ http POST https://apis.fedex.com/track/v1/trackingnumbers Authorization:"Bearer «a»" X-locale:en_US includeDetailedScans:=true trackingInfo:='[{"trackingNumberInfo":{"trackingNumber":"«_trk»"}}]'
HTTP/1.1 200 OK
x-customer-transaction-id: «_tx»

{"transactionId":"«_tx»","output":{"completeTrackResults":[{"trackingNumber":"«_trk»","trackResults":[{"latestStatusDetail":{"code":"IT","statusByLocale":"In transit","scanLocation":{"city":"MEMPHIS","stateOrProvinceCode":"TN"}}}]}]}}
`, V{"a": g.s(alAlnum+"-_.", 180), "_trk": g.digits(12), "_tx": g.uuid()}, "statusByLocale", `"city":"MEMPHIS"`)

	g.add("geo/ups-oauth-client-credentials", `
$ curl -s -X POST "https://wwwcie.ups.com/security/v1/oauth/token" \
  -H "Content-Type: application/x-www-form-urlencoded" \
  -H "x-merchant-id: «_ship»" \
  -u "«_cid»:«b»" \
  -d "grant_type=client_credentials"
{"token_type":"Bearer","issued_at":"1730781122014","client_id":"«_cid»","access_token":"«c»","expires_in":"14399","status":"approved"}
`, V{"_ship": g.s(alUpNum, 6), "_cid": g.an(48), "b": g.an(64), "c": g.jwt("RS384", fmt.Sprintf(`{"iss":"https://onlinetools.ups.com","sub":"%s","clientid":"%s","exp":1730795521}`, g.an(20), g.an(48)))}, "wwwcie.ups.com/security/v1/oauth/token", `"status":"approved"`)

	g.add("geo/ups-legacy-access-license-xml", `
<?xml version="1.0"?>
<AccessRequest xml:lang="en-US">
  <AccessLicenseNumber>«a»</AccessLicenseNumber>
  <UserId>parcelhop_ship</UserId>
  <Password>«b»</Password>
</AccessRequest>
<?xml version="1.0"?>
<TrackRequest xml:lang="en-US">
  <Request><RequestAction>Track</RequestAction><RequestOption>activity</RequestOption></Request>
  <TrackingNumber>«_trk»</TrackingNumber>
</TrackRequest>
`, V{"a": g.s(alHexU, 16), "b": g.pw(), "_trk": g.geoUPS1Z()}, "<UserId>parcelhop_ship</UserId>", "<RequestOption>activity</RequestOption>")

	g.add("geo/ups-node-sdk-config", `
// src/carriers/ups.ts
export const upsConfig = {
  baseUrl: process.env.UPS_ENV === "prod" ? "https://onlinetools.ups.com" : "https://wwwcie.ups.com",
  clientId: "«_cid»",
  clientSecret: "«a»",
  shipperNumber: "«_ship»",
  version: "v2403",
};
`, V{"_cid": g.an(48), "a": g.an(64), "_ship": g.s(alUpNum, 6)}, `version: "v2403"`, "https://onlinetools.ups.com")

	g.add("geo/dhl-express-mydhl-basic", `
$ curl -s -u 'parcelhopDE:«a»' 'https://express.api.dhl.com/mydhlapi/test/rates?accountNumber=«_acct»&originCountryCode=DE&originCityName=Hamburg&destinationCountryCode=NL&destinationCityName=Utrecht&weight=4.5&length=30&width=20&height=15&plannedShippingDate=2024-11-06&isCustomsDeclarable=false&unitOfMeasurement=metric' | jq '.products[0].productName'
"EXPRESS WORLDWIDE"
`, V{"a": g.s(alAlnum+"!$#", 16), "_acct": g.digits(9)}, "parcelhopDE", "EXPRESS WORLDWIDE")

	g.add("geo/dhl-shipment-tracking-api-key", `
import httpx

DHL_API_KEY = "«a»"

async def track(number: str) -> dict:
    async with httpx.AsyncClient(base_url="https://api-eu.dhl.com") as c:
        r = await c.get("/track/shipments", params={"trackingNumber": number, "service": "express"},
                        headers={"DHL-API-Key": DHL_API_KEY})
        r.raise_for_status()
        return r.json()["shipments"][0]

# >>> await track("«_trk»")
`, V{"a": g.an(32), "_trk": g.digits(10)}, "https://api-eu.dhl.com", `"DHL-API-Key"`)

	g.add("geo/dhl-ecommerce-env-dump", `
$ printenv | grep -i dhl
DHL_ECS_CLIENT_ID=«_cid»
DHL_ECS_CLIENT_SECRET=«a»
DHL_ECS_PICKUP_ACCOUNT=«_pick»
DHL_ECS_DISTRIBUTION_CENTER=USORD1
`, V{"_cid": g.an(32), "a": g.an(16), "_pick": g.digits(10)}, "DHL_ECS_DISTRIBUTION_CENTER=USORD1")

	g.add("geo/usps-webtools-userid-url", `
2024-11-05 14:02:33,118 INFO  carrier.usps request GET https://secure.shippingapis.com/ShippingAPI.dll?API=Verify&XML=%3CAddressValidateRequest+USERID%3D%22«a»%22+PASSWORD%3D%22«b»%22%3E%3CRevision%3E1%3C%2FRevision%3E%3CAddress+ID%3D%220%22%3E%3CAddress2%3E1600+Pennsylvania+Ave+NW%3C%2FAddress2%3E%3CCity%3EWashington%3C%2FCity%3E%3CState%3EDC%3C%2FState%3E%3CZip5%3E20500%3C%2FZip5%3E%3C%2FAddress%3E%3C%2FAddressValidateRequest%3E
2024-11-05 14:02:33,402 INFO  carrier.usps response 200 Zip4=0005 DPVConfirmation=Y
`, V{"a": g.s(alUpNum, 4) + "PARCE" + g.s(alDigit, 4), "b": g.s(alUpNum, 12)}, "DPVConfirmation=Y", "carrier.usps")

	g.add("geo/usps-apis-oauth-v3", `
$ curl -s -X POST https://apis.usps.com/oauth2/v3/token \
    -H 'Content-Type: application/json' \
    -d '{"client_id":"«_cid»","client_secret":"«a»","grant_type":"client_credentials"}'
{"access_token":"«b»","token_type":"Bearer","issued_at":1730815200118,"expires_in":28799,"status":"approved","scope":"addresses tracking labels prices","issuer":"api.usps.com","client_id":"«_cid»","application_name":"parcelhop-prod","api_products":"[Public Access]"}
`, V{"_cid": g.an(48), "a": g.an(64), "b": g.s(alAlnum+"-_.", 200)}, `"application_name":"parcelhop-prod"`)

	g.add("geo/royalmail-clickdrop-auth-header", `
$ curl -s https://api.parcel.royalmail.com/api/v1/orders?pageSize=2 \
    -H "Authorization: «a»" | jq '.orders[] | {orderIdentifier, orderReference, trackingNumber}'
{
  "orderIdentifier": 1048812,
  "orderReference": "PH-UK-00412",
  "trackingNumber": "«_trk»"
}
`, V{"a": g.uuid(), "_trk": g.s(alUpper, 2) + g.digits(9) + "GB"}, "PH-UK-00412", "api.parcel.royalmail.com")

	g.add("geo/royalmail-ibm-client-id-secret", `
        'Shipping' => [
            'endpoint' => 'https://api.royalmail.net/shipping/v3',
            'headers' => [
                'X-IBM-Client-Id' => '«_cid»',
                'X-IBM-Client-Secret' => '«a»',
                'X-RMG-User-Name' => 'parcelhop_api',
                'X-RMG-Password' => '«b»',
            ],
        ],
`, V{"_cid": g.uuid(), "a": g.s(alAlnum, 48), "b": g.pw()}, "'X-RMG-User-Name' => 'parcelhop_api'", "https://api.royalmail.net/shipping/v3")

	g.add("geo/canadapost-basic-auth-rate", `
$ curl -s -X POST https://ct.soa-gw.canadapost.ca/rs/ship/price \
    -u «_user»:«a» \
    -H 'Accept: application/vnd.cpc.ship.rate-v4+xml' \
    -H 'Content-Type: application/vnd.cpc.ship.rate-v4+xml' \
    --data-binary @rate-request.xml | xmllint --xpath '//price-quote[1]/service-name/text()' -
Expedited Parcel
`, V{"_user": g.hex(16), "a": g.hex(22)}, "application/vnd.cpc.ship.rate-v4+xml", "Expedited Parcel")

	g.add("geo/postnl-apikey-header", `
  postnl:
    base_url: https://api-sandbox.postnl.nl
    customer_code: DEVC
    customer_number: "«_cn»"
    collection_location: "123456"
    apikey: «a»
`, V{"_cn": g.digits(8), "a": g.an(32)}, "customer_code: DEVC", "api-sandbox.postnl.nl")

	g.add("geo/auspost-shipping-creds-ruby", `
AusPost.configure do |c|
  c.api_key     = "«_key»"
  c.password    = "«a»"
  c.account_no  = "«_acct»"
  c.environment = :testbed # https://digitalapi.auspost.com.au/test/shipping/v1
end
`, V{"_key": g.uuid(), "a": g.an(20), "_acct": g.digits(10)}, "digitalapi.auspost.com.au/test/shipping/v1")

	g.add("geo/carrier-creds-rails-credentials-show", `
$ bin/rails credentials:show --environment production
secret_key_base: «a»
carriers:
  fedex:
    client_id: «b»
    client_secret: «c»
  ups:
    client_id: «_upsid»
    client_secret: «d»
  dhl_express:
    username: parcelhopDE
    password: «e»
`, V{"a": g.hex(128), "b": g.geoFedex(), "c": g.hex(32), "_upsid": g.an(48), "d": g.an(64), "e": g.s(alAlnum+"!$#", 16)}, "username: parcelhopDE", "credentials:show --environment production")

	g.add("geo/dpd-geopost-login-soap", `
<soapenv:Body>
  <ns:getAuth xmlns:ns="http://dpd.com/common/service/types/LoginService/2.0">
    <delisId>parcelhop01</delisId>
    <password>«a»</password>
    <messageLanguage>de_DE</messageLanguage>
  </ns:getAuth>
</soapenv:Body>
--- response ---
<getAuthResponse><return><delisId>parcelhop01</delisId><customerUid>parcelhop01</customerUid><authToken>«b»</authToken><depot>0163</depot><authTokenExpires>2024-11-06T03:00:00.0</authTokenExpires></return></getAuthResponse>
`, V{"a": g.pw(), "b": g.s(alAlnum, 64)}, "<delisId>parcelhop01</delisId>", "<depot>0163</depot>")
}

// ---- shipping platforms ----

func (g *G) geoShipping() {
	g.add("geo/shipengine-env-and-label", `
$ cat .env | grep SHIPENGINE
SHIPENGINE_API_KEY=«a»
SHIPENGINE_CARRIER_ID_UPS=se-«_c1»
SHIPENGINE_CARRIER_ID_USPS=se-«_c2»
$ curl -s https://api.shipengine.com/v1/labels -H "API-Key: $SHIPENGINE_API_KEY" -H 'Content-Type: application/json' -d @label.json | jq '{label_id, tracking_number, status}'
{
  "label_id": "se-«_lbl»",
  "tracking_number": "«_trk»",
  "status": "completed"
}
`, V{"a": "TEST_" + g.s(alAlnum+"/+", 43), "_c1": g.digits(6), "_c2": g.digits(6), "_lbl": g.digits(9), "_trk": g.geoUSPS()}, "API-Key: $SHIPENGINE_API_KEY")

	g.add("geo/shipengine-live-key-node", `
import ShipEngine from "shipengine";

const shipengine = new ShipEngine({
  apiKey: "«a»",
  retries: 2,
  timeout: 15000,
});
const rates = await shipengine.getRatesWithShipmentDetails(shipment);
`, V{"a": g.s(alAlnum+"/+", 43)}, "getRatesWithShipmentDetails")

	g.add("geo/shipstation-v1-basic-auth", `
$ curl -s -u «_key»:«a» "https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment&pageSize=1" | jq '.orders[0] | {orderId, orderNumber, shipTo: .shipTo.city}'
{
  "orderId": 2147483112,
  "orderNumber": "PH-10482",
  "shipTo": "Boise"
}
`, V{"_key": g.hex(32), "a": g.hex(32)}, "ssapi.shipstation.com", `"orderNumber": "PH-10482"`)

	g.add("geo/shipstation-authorization-header-log", `
[2024-11-05T11:02:14.551Z] http.out GET https://ssapi.shipstation.com/shipments?trackingNumber=«_trk»
[2024-11-05T11:02:14.551Z] http.out headers: {"Authorization":"Basic «a»","User-Agent":"parcelhop-sync/3.1.0"}
[2024-11-05T11:02:14.902Z] http.in  200 shipments=1 x-rate-limit-remaining=38
`, V{"_trk": g.geoUPS1Z(), "a": b64s(g.hex(32) + ":" + g.hex(32))}, "parcelhop-sync/3.1.0", "x-rate-limit-remaining=38")

	g.add("geo/easypost-ruby-initializer", `
# config/initializers/easypost.rb
require "easypost"

EASYPOST_CLIENT = EasyPost::Client.new(
  api_key: Rails.env.production? ? "«a»" : "«b»",
  open_timeout: 10,
  read_timeout: 30,
)
`, V{"a": g.geoEZ("EZAK"), "b": g.geoEZ("EZTK")}, "EasyPost::Client.new")

	g.add("geo/easypost-webhook-secret-and-ids", `
$ curl -s -X POST https://api.easypost.com/v2/webhooks -u "«a»:" \
    -d 'webhook[url]=https://api.parcelhop.io/hooks/easypost' \
    -d 'webhook[webhook_secret]=«b»'
{"id":"hook_«_hk»","object":"Webhook","mode":"production","url":"https://api.parcelhop.io/hooks/easypost","created_at":"2024-11-05T11:20:03Z","disabled_at":null}
`, V{"a": g.geoEZ("EZAK"), "b": g.pwStrong(), "_hk": g.hex(32)}, "https://api.parcelhop.io/hooks/easypost", `"object":"Webhook"`)

	g.add("geo/shippo-python-sdk", `
import shippo
from shippo.models import components

s = shippo.Shippo(api_key_header="«a»", shippo_api_version="2018-02-08")
shipment = s.shipments.create(components.ShipmentCreateRequest(
    address_from=components.AddressCreateRequest(name="ParcelHop WH1", street1="215 Clayton St.", city="San Francisco", state="CA", zip="94117", country="US"),
    address_to=components.AddressCreateRequest(name="Mrs Hippo", street1="965 Mission St #572", city="San Francisco", state="CA", zip="94103", country="US"),
    parcels=[components.ParcelCreateRequest(length="5", width="5", height="5", distance_unit="in", weight="2", mass_unit="lb")],
))
`, V{"a": g.geoShippo("live")}, `shippo_api_version="2018-02-08"`, "215 Clayton St.")

	g.add("geo/shippo-test-token-curl", `
$ curl https://api.goshippo.com/carrier_accounts/?carrier=usps \
    -H "Authorization: ShippoToken «a»"
{"next": null, "previous": null, "results": [{"carrier": "usps", "object_id": "«_oid»", "account_id": "****", "active": true, "test": true}]}
`, V{"a": g.geoShippo("test"), "_oid": g.hex(32)}, `"account_id": "****"`)

	g.add("geo/sendcloud-basic-auth-python", `
SENDCLOUD_PUBLIC_KEY = "«=pub»"
SENDCLOUD_SECRET_KEY = "«a»"

session = requests.Session()
session.auth = (SENDCLOUD_PUBLIC_KEY, SENDCLOUD_SECRET_KEY)
r = session.get("https://panel.sendcloud.sc/api/v2/shipping_methods", params={"sender_address": 0})
`, V{"=pub": g.hex(32), "a": g.hex(32)}, "panel.sendcloud.sc/api/v2/shipping_methods")

	g.add("geo/sendcloud-webhook-signature-check", `
def verify(request):
    # Sendcloud signs webhooks with HMAC-SHA256 of the body, key = integration secret
    expected = hmac.new(b"«a»", request.body, hashlib.sha256).hexdigest()
    got = request.headers.get("Sendcloud-Signature", "")
    return hmac.compare_digest(expected, got)
# sample delivery: Sendcloud-Signature: «_sig»
`, V{"a": g.hex(32), "_sig": g.hex(64)}, "Sendcloud-Signature")

	g.add("geo/aftership-tracking-api-key", `
$ curl -s https://api.aftership.com/tracking/2024-07/trackings \
    -H "as-api-key: «a»" -H "Content-Type: application/json" \
    -d '{"tracking_number":"«_trk»","slug":"dhl"}' | jq '.data.tracking | {id, tag}'
{
  "id": "«_id»",
  "tag": "InfoReceived"
}
`, V{"a": "asat_" + g.hex(32), "_trk": g.digits(10), "_id": g.s(alLowNum, 24)}, "InfoReceived", "tracking/2024-07/trackings")

	g.add("geo/packlink-pro-api-key-header", `
GET /v1/shipments?platform=PRO&platform_country=ES HTTP/1.1
Host: api.packlink.com
Authorization: «a»
Accept: application/json

HTTP/1.1 200 OK
[{"reference":"ES2024PRO«_ref»","state":"READY_TO_PRINT","carrier":"SEUR"}]
`, V{"a": g.hex(64), "_ref": g.digits(10)}, "READY_TO_PRINT", "Host: api.packlink.com")

	g.add("geo/easyship-yaml-and-keys", `
# config/shipping.yml
production:
  easyship:
    access_token: prod_«a»
    company_id: CHK-«_co»
  shippo:
    token: «b»
    default_carrier_account: «_ca»
`, V{"a": g.b64(32)[:43] + "=", "_co": g.s(alUpNum, 8), "b": g.geoShippo("live"), "_ca": g.hex(32)}, "default_carrier_account")

	g.add("geo/woocommerce-shipping-plugin-options", `
mysql> SELECT option_name, option_value FROM wp_options WHERE option_name LIKE '%shipstation%' OR option_name LIKE '%shippo%';
+-----------------------------------+----------------------------------------------+
| option_name                       | option_value                                 |
+-----------------------------------+----------------------------------------------+
| woocommerce_shipstation_auth_key  | «a»                             |
| woocommerce_shippo_api_token      | «b» |
| woocommerce_shipstation_export    | yes                                          |
+-----------------------------------+----------------------------------------------+
3 rows in set (0.00 sec)
`, V{"a": g.an(16), "b": g.geoShippo("live")}, "woocommerce_shipstation_export")

	g.add("geo/shipping-rate-service-k8s-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: rate-shopper-carriers
  namespace: logistics
type: Opaque
stringData:
  EASYPOST_API_KEY: «a»
  SHIPPO_API_TOKEN: «b»
  SHIPENGINE_API_KEY: «c»
`, V{"a": g.geoEZ("EZAK"), "b": g.geoShippo("live"), "c": g.s(alAlnum+"/+", 43)}, "rate-shopper-carriers", "namespace: logistics")

	g.add("geo/shopify-carrier-service-callback-config", `
$ cat carrier-service.toml
[carrier_service]
name = "ParcelHop Live Rates"
callback_url = "https://rates.parcelhop.io/shopify/callback"
service_discovery = true

[upstream]
easypost_key = "«a»"
hmac_secret = "«b»"
`, V{"a": g.geoEZ("EZAK"), "b": g.hex(64)}, "https://rates.parcelhop.io/shopify/callback", `name = "ParcelHop Live Rates"`)

	g.add("geo/easypost-error-with-masked-key", `
EasyPost::Errors::UnauthorizedError: The request could not be authorized. (HTTP 401)
  api_key: EZAK************************************************«=tail»
  request_id: «_rid»
Hint: production key expired after rotation; new key from 1Password item "EasyPost prod":
  «a»
`, V{"=tail": g.hex(4), "_rid": g.hex(32), "a": g.geoEZ("EZAK")}, "EasyPost::Errors::UnauthorizedError")
}

// ---- fleet telematics ----

func (g *G) geoFleet() {
	g.add("geo/samsara-vehicles-locations-curl", `
$ curl -s https://api.samsara.com/fleet/vehicles/locations \
    -H "Authorization: Bearer «a»" | jq '.data[0]'
{
  "id": "«_vid»",
  "name": "Truck 14 - Reno",
  "location": {
    "time": "2024-11-05T16:02:11Z",
    "latitude": 39.52963,
    "longitude": -119.8138,
    "heading": 212,
    "speed": 27.4,
    "reverseGeo": {"formattedLocation": "I-80 W, Reno, NV"}
  }
}
`, V{"a": g.geoSamsara(), "_vid": g.digits(15)}, "Truck 14 - Reno", "I-80 W, Reno, NV")

	g.add("geo/samsara-webhook-secret-env", `
SAMSARA_API_TOKEN=«a»
SAMSARA_WEBHOOK_SECRET=«b»
SAMSARA_ORG_ID=«_org»
`, V{"a": g.geoSamsara(), "b": g.b64(32), "_org": g.digits(5)}, "SAMSARA_ORG_ID")

	g.add("geo/samsara-go-client", `
	client := samsara.NewClient(
		option.WithToken("«a»"),
		option.WithBaseURL("https://api.eu.samsara.com"),
	)
	resp, err := client.Vehicles.List(ctx, &samsara.VehiclesListRequest{TagIds: []string{"«_tag»"}})
`, V{"a": g.geoSamsara(), "_tag": g.digits(7)}, "https://api.eu.samsara.com")

	g.add("geo/geotab-authenticate-json-rpc", `
$ curl -s https://my.geotab.com/apiv1 -H 'Content-Type: application/json' \
    -d '{"method":"Authenticate","params":{"database":"parcelhop_fleet","userName":"api.integration@parcelhop.io","password":"«a»"}}'
{"result":{"credentials":{"database":"parcelhop_fleet","sessionId":"«b»","userName":"api.integration@parcelhop.io"},"path":"my1087.geotab.com"},"jsonrpc":"2.0"}
`, V{"a": g.pw(), "b": g.geotabSession()}, "my1087.geotab.com", "api.integration@parcelhop.io")

	g.add("geo/geotab-mygeotab-python", `
import mygeotab

api = mygeotab.API(username="api.integration@parcelhop.io", password="«a»", database="parcelhop_fleet")
api.authenticate()
devices = api.get("Device", resultsLimit=5)
for d in devices:
    print(d["id"], d["name"], d.get("vehicleIdentificationNumber"))
# b3  Van 07  «_vin»
`, V{"a": g.pwStrong(), "_vin": g.geoVIN()}, `database="parcelhop_fleet"`)

	g.add("geo/geotab-session-in-getfeed-log", `
2024-11-05 17:10:04 DEBUG geotab.feed POST https://my1087.geotab.com/apiv1 {"method":"GetFeed","params":{"typeName":"LogRecord","fromVersion":"000000000«_ver»","credentials":{"database":"parcelhop_fleet","sessionId":"«a»","userName":"api.integration@parcelhop.io"}}}
2024-11-05 17:10:05 DEBUG geotab.feed 200 records=5000 toVersion=000000000«_ver2»
`, V{"_ver": g.hex(7), "a": g.geotabSession(), "_ver2": g.hex(7)}, `"typeName":"LogRecord"`)

	g.add("geo/motive-api-key-vehicles", `
$ curl -s "https://api.gomotive.com/v1/vehicle_locations?per_page=1" -H "X-Api-Key: «a»" -H "X-Time-Zone: America/Chicago"
{"vehicles":[{"vehicle":{"id":«_id»,"number":"TRK-221","vin":"«_vin»","current_location":{"lat":41.8781,"lon":-87.6298,"located_at":"2024-11-05T17:02:00Z","description":"Chicago, IL"}}}],"pagination":{"per_page":1,"page_no":1,"total":48}}
`, V{"a": g.uuid(), "_id": g.digits(6), "_vin": g.geoVIN()}, "TRK-221", "X-Time-Zone: America/Chicago")

	g.add("geo/motive-oauth-app-config", `
motive:
  oauth:
    client_id: «_cid»
    client_secret: «a»
    redirect_uri: https://fleet.parcelhop.io/integrations/motive/callback
    scopes: [vehicles.read, hos_logs.read, locations.read]
`, V{"_cid": g.s(alLowNum, 43), "a": g.s(alLowNum, 43)}, "https://fleet.parcelhop.io/integrations/motive/callback")

	g.add("geo/traccar-server-xml-and-api", `
$ cat /opt/traccar/conf/traccar.xml
<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://db.internal:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>«a»</entry>
    <entry key='geocoder.enable'>true</entry>
    <entry key='geocoder.type'>locationiq</entry>
    <entry key='geocoder.key'>«b»</entry>
</properties>
`, V{"a": g.pwURL(), "b": "pk." + g.hex(32)}, "jdbc:postgresql://db.internal:5432/traccar", "<entry key='geocoder.type'>locationiq</entry>")

	g.add("geo/traccar-osmand-and-token", `
$ curl -s "https://gps.parcelhop.io/api/devices" -H "Authorization: Bearer «a»" | jq -c '.[] | {id, uniqueId, status}'
{"id":3,"uniqueId":"«_imei»","status":"online"}
{"id":4,"uniqueId":"«_imei2»","status":"offline"}
# devices report via OsmAnd protocol:
# GET http://gps.parcelhop.io:5055/?id=«_imei»&lat=48.8566&lon=2.3522&timestamp=1730826122&speed=12.4
`, V{"a": g.b64u(120), "_imei": g.digits(15), "_imei2": g.digits(15)}, "OsmAnd protocol")

	g.add("geo/verizon-connect-reveal-token", `
$ curl -s -X GET https://fim.api.us.fleetmatics.com/token \
    -H "Authorization: Basic «a»"
«b»
`, V{"a": b64s("REST_parcelhop_" + g.digits(4) + ":" + g.pwStrong()), "b": g.s(alAlnum+"+/", 88) + "=="}, "fim.api.us.fleetmatics.com/token")

	g.add("geo/webfleet-csv-api-url", `
https://csv.webfleet.com/extern?account=parcelhop-nl&username=api_reader&password=«a»&apikey=«b»&lang=en&outputformat=json&action=showObjectReportExtern&filterstring=VAN
`, V{"a": g.pwURL(), "b": g.uuid()}, "action=showObjectReportExtern", "account=parcelhop-nl")

	g.add("geo/fleet-ingest-supervisor-conf", `
[program:telematics-ingest]
command=/opt/ingest/bin/ingest --provider=samsara,geotab --region=us
environment=SAMSARA_API_TOKEN="«a»",GEOTAB_PASSWORD="«b»",GEOTAB_DATABASE="parcelhop_fleet",KAFKA_BROKERS="kafka-1:9092,kafka-2:9092"
autorestart=true
stdout_logfile=/var/log/ingest.out.log
`, V{"a": g.geoSamsara(), "b": g.pw()}, `KAFKA_BROKERS="kafka-1:9092,kafka-2:9092"`, "[program:telematics-ingest]")
}

func (g *G) geotabSession() string { return g.geoGeotab() }

// ---- ride and delivery platforms ----

func (g *G) geoRides() {
	g.add("geo/uber-direct-token-and-quote", `
$ curl -s -X POST https://auth.uber.com/oauth/v2/token \
    -d client_id=«_cid» -d client_secret=«a» \
    -d grant_type=client_credentials -d scope=eats.deliveries
{"access_token":"«b»","token_type":"Bearer","expires_in":2592000,"scope":"eats.deliveries"}
$ curl -s -X POST https://api.uber.com/v1/customers/«_cust»/delivery_quotes -H "Authorization: Bearer «b»" -d @quote.json | jq '{id, fee, duration}'
{
  "id": "dqt_«_q»",
  "fee": 899,
  "duration": 42
}
`, V{"_cid": g.b64u(32), "a": g.b64u(40), "b": "IA." + g.b64u(300), "_cust": g.uuid(), "_q": g.b64u(22)}, "scope=eats.deliveries")

	g.add("geo/uber-guest-rides-env", `
UBER_CLIENT_ID=«_cid»
UBER_CLIENT_SECRET=«a»
UBER_ORG_ID=«_org»
UBER_SANDBOX_RUN_ID=«_run»
`, V{"_cid": g.b64u(32), "a": g.b64u(40), "_org": g.uuid(), "_run": g.uuid()}, "UBER_SANDBOX_RUN_ID")

	g.add("geo/lyft-concierge-python", `
LYFT = {
    "client_id": "«_cid»",
    "client_secret": "«a»",
    "token_url": "https://api.lyft.com/oauth/token",
    "scope": "public rides.request offline",
}
`, V{"_cid": g.an(12), "a": g.b64u(32)}, "https://api.lyft.com/oauth/token", `"scope": "public rides.request offline"`)

	g.add("geo/doordash-drive-jwt-node", `
const jwt = require("jsonwebtoken");

const accessKey = {
  developer_id: "«_dev»",
  key_id: "«_kid»",
  signing_secret: "«a»",
};

const token = jwt.sign(
  { aud: "doordash", iss: accessKey.developer_id, kid: accessKey.key_id, exp: Math.floor(Date.now() / 1000 + 300), iat: Math.floor(Date.now() / 1000) },
  Buffer.from(accessKey.signing_secret, "base64"),
  { algorithm: "HS256", header: { "dd-ver": "DD-JWT-V1" } },
);
`, V{"_dev": g.uuid(), "_kid": g.uuid(), "a": g.b64u(43)}, `"dd-ver": "DD-JWT-V1"`)

	g.add("geo/doordash-drive-bearer-in-log", `
POST https://openapi.doordash.com/drive/v2/deliveries
authorization: Bearer «a»
content-type: application/json
{"external_delivery_id":"PH-D-«_ext»","pickup_address":"901 Market Street 6th Floor San Francisco, CA 94103","dropoff_address":"901 Folsom Street 1st Floor San Francisco, CA 94107","order_value":1999}
<- 200 {"external_delivery_id":"PH-D-«_ext»","delivery_status":"created","fee":975,"tracking_url":"https://doordash.com/drive/portal/track/«_tr»"}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"aud":"doordash","iss":"%s","kid":"%s","exp":1730830000,"iat":1730829700}`, g.uuid(), g.uuid())), "_ext": g.digits(6), "_tr": g.uuid()}, `"delivery_status":"created"`)

	g.add("geo/onfleet-basic-auth-curl", `
$ curl -s -u "«a»:" https://onfleet.com/api/v2/auth/test
{"message":"Hello organization «_org» you have been successfully authenticated"}
$ curl -s -u "«a»:" https://onfleet.com/api/v2/workers | jq 'length'
17
`, V{"a": g.hex(32), "_org": g.s(alAlnum, 24)}, "successfully authenticated")

	g.add("geo/stuart-client-credentials-php", `
$environment = \Stuart\Infrastructure\Environment::SANDBOX;
$api_client_id = '«_cid»';
$api_client_secret = '«a»';
$authenticator = new \Stuart\Infrastructure\Authenticator($environment, $api_client_id, $api_client_secret);
$httpClient = new \Stuart\Infrastructure\HttpClient($authenticator);
`, V{"_cid": g.hex(64), "a": g.hex(64)}, `\Stuart\Infrastructure\Environment::SANDBOX`)

	g.add("geo/bolt-business-webhook-shared-secret", `
bolt_business:
  api_base: https://node.bolt.eu/business-portal/
  company_id: «_co»
  api_key: «a»
  webhook:
    url: https://travel.parcelhop.io/hooks/bolt
    shared_secret: «b»
`, V{"_co": g.digits(6), "a": g.an(40), "b": g.hex(48)}, "https://travel.parcelhop.io/hooks/bolt")

	g.add("geo/rides-dispatch-docker-run", `
$ docker run -d --name dispatch-bridge --restart unless-stopped \
    -e UBER_CLIENT_SECRET=«a» \
    -e DOORDASH_SIGNING_SECRET=«b» \
    -e ONFLEET_API_KEY=«c» \
    -e LOG_LEVEL=debug \
    ghcr.io/parcelhop/dispatch-bridge:2.8.0
«_cid»
`, V{"a": g.b64u(40), "b": g.b64u(43), "c": g.hex(32), "_cid": g.hex(64)}, "ghcr.io/parcelhop/dispatch-bridge:2.8.0")

	g.add("geo/grab-partner-hmac-go", `
// Grab Express partner API uses OAuth client credentials; webhooks are HMAC'd with the partner secret.
var grabCfg = grab.Config{
	ClientID:     "«_cid»",
	ClientSecret: "«a»",
	Scope:        "grab_express.partner_deliveries",
	BaseURL:      "https://partner-api.grab.com/grab-express-sandbox",
}
`, V{"_cid": g.hex(32), "a": g.b64u(16)}, "grab_express.partner_deliveries")

	g.add("geo/lyft-refresh-token-json", `
$ cat ~/.config/ride-cli/lyft.json
{
  "token_type": "Bearer",
  "access_token": "«a»",
  "expires_in": 3600,
  "refresh_token": "«b»",
  "scope": "offline public profile rides.read rides.request"
}
`, V{"a": g.s(alAlnum+"+/", 160) + "==", "b": g.s(alAlnum+"+/", 60)}, "~/.config/ride-cli/lyft.json")
}

// ---- travel ----

func (g *G) geoTravel() {
	g.add("geo/amadeus-self-service-token", `
$ curl -s "https://test.api.amadeus.com/v1/security/oauth2/token" \
     -H "Content-Type: application/x-www-form-urlencoded" \
     -d "grant_type=client_credentials&client_id=«_cid»&client_secret=«a»"
{
    "type": "amadeusOAuth2Token",
    "username": "dev@tripnook.com",
    "application_name": "tripnook-search",
    "client_id": "«_cid»",
    "token_type": "Bearer",
    "access_token": "«b»",
    "expires_in": 1799,
    "state": "approved",
    "scope": ""
}
`, V{"_cid": g.an(32), "a": g.an(16), "b": g.geoAmadeus()}, `"application_name": "tripnook-search"`)

	g.add("geo/amadeus-python-sdk-client", `
from amadeus import Client, ResponseError

amadeus = Client(
    client_id='«_cid»',
    client_secret='«a»',
    hostname='production',
    log_level='debug'
)
resp = amadeus.shopping.flight_offers_search.get(originLocationCode='MAD', destinationLocationCode='ATH', departureDate='2024-12-01', adults=1)
`, V{"_cid": g.an(32), "a": g.an(16)}, "originLocationCode='MAD'", "hostname='production'")

	g.add("geo/amadeus-debug-log-bearer", `
Amadeus Request (GET https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2024-12-14&adults=2&max=5):
  Headers: {'User-Agent': 'amadeus-python/9.0.0 python/3.12.4', 'Accept': 'application/json, application/vnd.amadeus+json', 'Authorization': 'Bearer «a»'}
Amadeus Response (200): 5 offers, first: BA 117 LHR 08:20 -> JFK 11:05, total 1244.62 GBP
`, V{"a": g.geoAmadeus()}, "amadeus-python/9.0.0", "BA 117 LHR 08:20")

	g.add("geo/sabre-session-create-soap", `
<SOAP-ENV:Header>
  <eb:MessageHeader SOAP-ENV:mustUnderstand="1" eb:version="1.0">
    <eb:CPAId>«_pcc»</eb:CPAId>
    <eb:Service>SessionCreateRQ</eb:Service>
    <eb:Action>SessionCreateRQ</eb:Action>
  </eb:MessageHeader>
  <wsse:Security xmlns:wsse="http://schemas.xmlsoap.org/ws/2002/12/secext">
    <wsse:UsernameToken>
      <wsse:Username>«_epr»</wsse:Username>
      <wsse:Password>«a»</wsse:Password>
      <Organization>«_pcc»</Organization>
      <Domain>DEFAULT</Domain>
    </wsse:UsernameToken>
  </wsse:Security>
</SOAP-ENV:Header>
`, V{"_pcc": g.s(alUpNum, 4), "_epr": g.digits(6), "a": g.s(alUpNum, 8)}, "<eb:Service>SessionCreateRQ</eb:Service>")

	g.add("geo/sabre-binary-security-token", `
<wsse:Security xmlns:wsse="http://schemas.xmlsoap.org/ws/2002/12/secext">
  <wsse:BinarySecurityToken valueType="String" EncodingType="wsse:Base64Binary">Shared/IDL:IceSess\/SessMgr:1\.0.IDL/Common/!ICESMS\/RESG!ICESMSLB\/RES.LB!-«a»</wsse:BinarySecurityToken>
</wsse:Security>
<!-- OTA_AirAvailLLSRQ MAD-LIS 01DEC result: 14 options, first IB3102 07:05 -->
`, V{"a": g.digits(19) + "!" + g.digits(6) + "!0"}, "OTA_AirAvailLLSRQ", "IB3102 07:05")

	g.add("geo/sabre-rest-token-v2", `
$ CLIENT=$(printf 'V1:%s:%s:AA' "«_epr»" "«_pcc»" | base64)
$ SECRET=$(printf '%s' '«a»' | base64)
$ curl -s -X POST https://api.cert.platform.sabre.com/v2/auth/token \
    -H "Authorization: Basic $(printf '%s:%s' "$CLIENT" "$SECRET" | base64 -w0)" \
    -d grant_type=client_credentials
{"access_token":"«b»","token_type":"bearer","expires_in":604800}
`, V{"_epr": g.digits(6), "_pcc": g.s(alUpNum, 4), "a": g.pwStrong(), "b": g.geoSabre()}, "api.cert.platform.sabre.com/v2/auth/token")

	g.add("geo/duffel-node-client", `
import { Duffel } from "@duffel/api";

const duffel = new Duffel({
  token: "«a»",
  debug: { verbose: true },
});
const offerRequest = await duffel.offerRequests.create({
  slices: [{ origin: "NYC", destination: "ATL", departure_date: "2024-12-21" }],
  passengers: [{ type: "adult" }],
  cabin_class: "economy",
});
`, V{"a": g.geoDuffel("test")}, `origin: "NYC", destination: "ATL"`)

	g.add("geo/duffel-order-response-benign-ids", `
$ curl -s https://api.duffel.com/air/orders/ord_«_ord» \
    -H "Authorization: Bearer «a»" -H "Duffel-Version: v2" | jq '.data | {id, booking_reference, owner: .owner.iata_code, total_amount}'
{
  "id": "ord_«_ord»",
  "booking_reference": "«_pnr»",
  "owner": "BA",
  "total_amount": "412.80"
}
`, V{"_ord": g.an(22), "a": g.geoDuffel("live"), "_pnr": g.geoPNR()}, "Duffel-Version: v2")

	g.add("geo/duffel-webhook-secret-rails", `
# config/credentials/production.yml.enc (decrypted with bin/rails credentials:edit)
duffel:
  access_token: «a»
  webhook_secret: «b»
  webhook_id: sev_«_wid»
`, V{"a": g.geoDuffel("live"), "b": g.b64(24), "_wid": g.an(22)}, "bin/rails credentials:edit")

	g.add("geo/travelport-uapi-basic-auth", `
<!-- uAPI endpoint: https://americas.universal-api.pp.travelport.com/B2BGateway/connect/uAPI/AirService -->
<!-- Authorization: Basic base64("Universal API/uAPI«_uid»:«a»") -->
<air:LowFareSearchReq TargetBranch="«_br»" TraceId="«_tr»" xmlns:air="http://www.travelport.com/schema/air_v52_0">
  <com:BillingPointOfSaleInfo OriginApplication="UAPI" xmlns:com="http://www.travelport.com/schema/common_v52_0"/>
`, V{"_uid": g.digits(10) + "-" + g.hex(8), "a": g.s(alAlnum+"?{}&=+", 10), "_br": "P" + g.digits(7), "_tr": g.uuid()}, "TargetBranch", "OriginApplication=\"UAPI\"")

	g.add("geo/travelport-json-oauth-env", `
TRAVELPORT_CLIENT_ID=«_cid»
TRAVELPORT_CLIENT_SECRET=«a»
TRAVELPORT_USERNAME=«_user»
TRAVELPORT_PASSWORD=«b»
TRAVELPORT_ACCESS_GROUP=«_ag»
TRAVELPORT_OAUTH_URL=https://oauth.pp.travelport.com/oauth/oauth20/token
`, V{"_cid": g.hex(32), "a": g.hex(32), "_user": "tripnook_" + g.digits(4), "b": g.pwStrong(), "_ag": g.uuid()}, "https://oauth.pp.travelport.com/oauth/oauth20/token")

	g.add("geo/mews-connector-tokens", `
$ curl -s -X POST https://api.mews-demo.com/api/connector/v1/configuration/get \
  -H 'Content-Type: application/json' \
  -d '{"ClientToken":"«a»","AccessToken":"«b»","Client":"Tripnook PMS Bridge 1.4.0"}' | jq '.Enterprise | {Id, Name, TimeZoneIdentifier}'
{
  "Id": "«_ent»",
  "Name": "Hotel Nordlicht Hamburg",
  "TimeZoneIdentifier": "Europe/Berlin"
}
`, V{"a": g.geoMews(), "b": g.geoMews(), "_ent": g.uuid()}, "Tripnook PMS Bridge 1.4.0", "Hotel Nordlicht Hamburg")

	g.add("geo/cloudbeds-api-key-and-property", `
$ curl -s "https://api.cloudbeds.com/api/v1.2/getReservations?propertyID=«_prop»&status=confirmed&pageSize=1" \
    -H "x-api-key: «a»" | jq '.data[0] | {reservationID, guestName, startDate}'
{
  "reservationID": "«_res»",
  "guestName": "Lindqvist, Maja",
  "startDate": "2024-12-19"
}
`, V{"_prop": g.digits(6), "a": "cbat_" + g.an(32), "_res": g.digits(12)}, "getReservations")

	g.add("geo/siteminder-pmsxchange-soap", `
<SOAP-ENV:Header>
  <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" SOAP-ENV:mustUnderstand="1">
    <wsse:UsernameToken>
      <wsse:Username>nordlicht_pms</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</SOAP-ENV:Header>
<SOAP-ENV:Body>
  <OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="«_echo»" TimeStamp="2024-11-05T18:00:00Z">
`, V{"a": g.pwStrong(), "_echo": g.uuid()}, "<wsse:Username>nordlicht_pms</wsse:Username>", "OTA_HotelAvailNotifRQ")

	g.add("geo/booking-connectivity-machine-account", `
# bookingcom connectivity (B.XML) - machine account created in Connectivity Portal
BOOKING_MACHINE_USER=«_mu»
BOOKING_MACHINE_PASSWORD=«a»
BOOKING_HOTEL_IDS=«_h1»,«_h2»
$ curl -s -u "$BOOKING_MACHINE_USER:$BOOKING_MACHINE_PASSWORD" https://supply-xml.booking.com/hotels/xml/reservations?hotel_ids=«_h1»
`, V{"_mu": "tripnook-" + g.digits(5), "a": g.pwStrong(), "_h1": g.digits(7), "_h2": g.digits(7)}, "supply-xml.booking.com")

	g.add("geo/expedia-rapid-signature-python", `
import hashlib, time

API_KEY = "«_key»"
SHARED_SECRET = "«a»"

def auth_header() -> str:
    ts = str(int(time.time()))
    sig = hashlib.sha512((API_KEY + SHARED_SECRET + ts).encode()).hexdigest()
    return f"EAN apikey={API_KEY},signature={sig},timestamp={ts}"
# EAN apikey=«_key»,signature=«=sig»,timestamp=1730829955
`, V{"_key": g.s(alLowNum, 26), "a": g.an(13), "=sig": g.hex(128)}, "EAN apikey=")

	g.add("geo/ndc-airline-gateway-config", `
ndc:
  lufthansa_group:
    endpoint: https://api.lufthansa.com/ndc/v1
    client_id: «_cid»
    client_secret: «a»
    agency_iata: "«_iata»"
  british_airways:
    endpoint: https://test.api.ba.com/selling-distribution/AirShopping/V1
    client_key: «b»
    owner_code: BA
`, V{"_cid": g.s(alLowNum, 24), "a": g.an(10), "_iata": g.digits(8), "b": g.s(alLowNum, 24)}, "owner_code: BA", "https://api.lufthansa.com/ndc/v1")

	g.add("geo/ndc-ordercreate-log-pnr", `
2024-11-05 18:44:10.331 INFO  ndc.ordercreate airline=AF offer=«_off» pax=2
2024-11-05 18:44:12.904 INFO  ndc.ordercreate OrderViewRS OrderID=AF«_oid» BookingReference=«_pnr» TicketDocNbr=057«_tkt»
2024-11-05 18:44:12.905 DEBUG ndc.http headers={'Authorization': 'Bearer «a»', 'X-NDC-Version': '21.3'}
`, V{"_off": g.s(alUpNum, 20), "_oid": g.digits(10), "_pnr": g.geoPNR(), "_tkt": g.digits(10), "a": g.s(alAlnum, 40)}, "X-NDC-Version", "airline=AF")

	g.add("geo/hotelbeds-x-signature-js", `
const apiKey = "«_key»";
const secret = "«a»";
const ts = Math.floor(Date.now() / 1000);
const signature = crypto.createHash("sha256").update(apiKey + secret + ts).digest("hex");
await fetch("https://api.test.hotelbeds.com/hotel-api/1.0/hotels", {
  method: "POST",
  headers: { "Api-key": apiKey, "X-Signature": signature, Accept: "application/json" },
  body: JSON.stringify(availRq),
});
`, V{"_key": g.hex(32), "a": g.an(10)}, "api.test.hotelbeds.com/hotel-api/1.0/hotels")

	g.add("geo/amadeus-env-git-diff", `
$ git diff --cached config/.env.staging
diff --git a/config/.env.staging b/config/.env.staging
index «_i1»..«_i2» 100644
--- a/config/.env.staging
+++ b/config/.env.staging
@@ -3,3 +3,5 @@ FLIGHT_SEARCH_PROVIDER=amadeus
 AMADEUS_HOSTNAME=test
+AMADEUS_CLIENT_ID=«_cid»
+AMADEUS_CLIENT_SECRET=«a»
 CACHE_TTL_SECONDS=900
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "_cid": g.an(32), "a": g.an(16)}, "FLIGHT_SEARCH_PROVIDER=amadeus")

	g.add("geo/channel-manager-ical-and-secret-url", `
Airbnb iCal export (read-only, but anyone with the link sees the calendar):
https://www.airbnb.com/calendar/ical/«_lid».ics?s=«a»
Channel manager (Smoobu) API key for the sync job: «b»
`, V{"_lid": g.digits(8), "a": g.hex(32), "b": g.an(40)}, "Airbnb iCal export")
}

// ---- weather and aviation data ----

func (g *G) geoWeather() {
	g.add("geo/openweather-onecall-curl", `
$ curl -s "https://api.openweathermap.org/data/3.0/onecall?lat=«_lat»&lon=«_lon»&exclude=minutely,hourly&units=metric&appid=«a»" | jq '.current | {temp, wind_speed, weather: .weather[0].main}'
{
  "temp": 11.42,
  "wind_speed": 6.17,
  "weather": "Clouds"
}
`, V{"_lat": g.geoLat(), "_lon": g.geoLon(), "a": g.hex(32)}, "exclude=minutely,hourly")

	g.add("geo/openweather-401-home-assistant-log", `
2024-11-05 19:02:31.118 ERROR (MainThread) [homeassistant.components.openweathermap] Error while setting up openweathermap platform for weather
pyowm.commons.exceptions.UnauthorizedError: Invalid API Key provided
2024-11-05 19:02:31.119 DEBUG (MainThread) [pyowm.commons.http_client] GET https://api.openweathermap.org/data/2.5/weather?lat=59.3293&lon=18.0686&appid=«a»&lang=sv
`, V{"a": g.hex(32)}, "homeassistant.components.openweathermap", "Invalid API Key provided")

	g.add("geo/tomorrow-io-timelines-python", `
import requests

url = "https://api.tomorrow.io/v4/timelines"
params = {
    "location": "42.3478,-71.0466",
    "fields": ["temperature", "precipitationProbability", "windGust"],
    "timesteps": "1h",
    "units": "imperial",
    "apikey": "«a»",
}
r = requests.get(url, params=params, timeout=10)
`, V{"a": g.an(32)}, `"location": "42.3478,-71.0466"`)

	g.add("geo/visual-crossing-excel-url", `
=WEBSERVICE("https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline/Denver,CO/2024-11-01/2024-11-07?unitGroup=us&include=days&key=«a»&contentType=csv")
`, V{"a": g.s(alUpNum, 25)}, "VisualCrossingWebServices")

	g.add("geo/meteomatics-basic-auth-url", `
$ curl -s "https://parcelhop_dispatch:«a»@api.meteomatics.com/2024-11-05T00:00:00Z--2024-11-06T00:00:00Z:PT3H/t_2m:C,precip_1h:mm/50.1109,8.6821/json" | jq '.data[0].coordinates[0].dates[0]'
{
  "date": "2024-11-05T00:00:00Z",
  "value": 7.3
}
`, V{"a": g.an(10)}, "parcelhop_dispatch", "t_2m:C,precip_1h:mm")

	g.add("geo/noaa-cdo-token-header", `
$ curl -s -H "token:«a»" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:USW00094728&startdate=2024-10-01&enddate=2024-10-31&datatypeid=PRCP&limit=3" | jq -c '.results[]'
{"date":"2024-10-01T00:00:00","datatype":"PRCP","station":"GHCND:USW00094728","attributes":",,W,2400","value":0}
`, V{"a": g.s(alUpper+alLower, 32)}, "GHCND:USW00094728")

	g.add("geo/aviationstack-flights-http", `
$ curl -s "http://api.aviationstack.com/v1/flights?access_key=«a»&flight_iata=LH400&limit=1" | jq '.data[0] | {flight_date, flight_status, departure: .departure.iata, arrival: .arrival.iata}'
{
  "flight_date": "2024-11-05",
  "flight_status": "active",
  "departure": "FRA",
  "arrival": "JFK"
}
`, V{"a": g.hex(32)}, "flight_iata=LH400")

	g.add("geo/flightaware-aeroapi-python", `
AEROAPI_BASE = "https://aeroapi.flightaware.com/aeroapi"
AEROAPI_KEY = "«a»"

session = requests.Session()
session.headers.update({"x-apikey": AEROAPI_KEY})
r = session.get(f"{AEROAPI_BASE}/flights/UAL1", params={"max_pages": 1})
for f in r.json()["flights"]:
    print(f["ident_icao"], f["origin"]["code_icao"], "->", f["destination"]["code_icao"], f["status"])
# UAL1 KSFO -> WSSS En Route / On Time
`, V{"a": g.an(32)}, "UAL1 KSFO -> WSSS", "https://aeroapi.flightaware.com/aeroapi")

	g.add("geo/flightaware-alerts-webhook-config", `
$ curl -s -X PUT https://aeroapi.flightaware.com/aeroapi/alerts/endpoint \
    -H "x-apikey: «a»" -H "Content-Type: application/json" \
    -d '{"url":"https://ops.tripnook.com/hooks/aeroapi?token=«b»"}'
HTTP/1.1 204 No Content
`, V{"a": g.an(32), "b": g.hex(40)}, "aeroapi/alerts/endpoint")

	g.add("geo/aerodatabox-rapidapi-headers", `
const options = {
  method: "GET",
  url: "https://aerodatabox.p.rapidapi.com/flights/airports/icao/EHAM/2024-11-05T08:00/2024-11-05T20:00",
  params: { withLeg: "true", direction: "Both", withCancelled: "false" },
  headers: {
    "x-rapidapi-key": "«a»",
    "x-rapidapi-host": "aerodatabox.p.rapidapi.com",
  },
};
`, V{"a": g.geoRapid()}, `"x-rapidapi-host": "aerodatabox.p.rapidapi.com"`)

	g.add("geo/checkwx-metar-curl", `
$ curl -s -H "X-API-Key: «a»" https://api.checkwx.com/metar/KJFK,EGLL/decoded | jq -r '.data[].raw_text'
KJFK 051951Z 31012KT 10SM FEW250 14/M03 A3012 RMK AO2 SLP198 T01391033
EGLL 051950Z AUTO 24008KT 9999 BKN038 11/07 Q1021 NOSIG
`, V{"a": g.hex(32)}, "KJFK 051951Z 31012KT", "EGLL 051950Z AUTO")

	g.add("geo/opensky-basic-auth-python", `
from opensky_api import OpenSkyApi

api = OpenSkyApi(username="tripnook_ops", password="«a»")
s = api.get_states(bbox=(45.8389, 47.8229, 5.9962, 10.5226))
for v in s.states[:3]:
    print(v.icao24, v.callsign, v.latitude, v.longitude, v.baro_altitude)
# 4b1806 SWR16AC  47.4502 8.5616 1226.82
`, V{"a": g.pw()}, `username="tripnook_ops"`, "4b1806 SWR16AC")

	g.add("geo/weather-keys-helm-values", `
weatherService:
  replicaCount: 2
  image:
    repository: ghcr.io/parcelhop/weather-svc
    tag: "1.9.3"
  env:
    PROVIDERS: "tomorrow,openweather"
    TOMORROW_API_KEY: "«a»"
    OPENWEATHER_APPID: "«b»"
    CACHE_REDIS_URL: "redis://:«c»@redis-master.weather.svc:6379/2"
`, V{"a": g.an(32), "b": g.hex(32), "c": g.pwURL()}, "ghcr.io/parcelhop/weather-svc", `PROVIDERS: "tomorrow,openweather"`)

	g.add("geo/windy-point-forecast-fetch", `
const res = await fetch("https://api.windy.com/api/point-forecast/v2", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ lat: 43.2965, lon: 5.3698, model: "gfs", parameters: ["wind", "windGust"], levels: ["surface"], key: "«a»" }),
});
`, V{"a": g.an(32)}, "api/point-forecast/v2")

	g.add("geo/openweather-key-in-arduino-sketch", `
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid = "Lindqvist-5G";
const char* password = "«a»";
const String owmKey = "«b»";
const String city = "Uppsala,SE";

void fetchWeather() {
  HTTPClient http;
  http.begin("http://api.openweathermap.org/data/2.5/weather?q=" + city + "&units=metric&appid=" + owmKey);
`, V{"a": g.pw(), "b": g.hex(32)}, `ssid = "Lindqvist-5G"`, "Uppsala,SE")
}

// ---- transit and GTFS ----

func (g *G) geoTransit() {
	g.add("geo/mta-gtfs-rt-x-api-key", `
$ curl -s -H "x-api-key: «a»" https://api-endpoint.mta.info/Dataservice/mtagtfsfeeds/nyct%2Fgtfs-ace -o ace.pb
$ python -m google.transit.gtfs_realtime_pb2 2>/dev/null; gtfs-rt-dump ace.pb | head -8
header {
  gtfs_realtime_version: "1.0"
  timestamp: 1730834412
}
entity {
  id: "000001A"
  trip_update {
    trip { trip_id: "«_trip»" start_date: "20241105" route_id: "A" }
`, V{"a": g.an(40), "_trip": fmt.Sprintf("%06d_A..N55R", g.r.IntN(140000))}, "nyct%2Fgtfs-ace", `gtfs_realtime_version: "1.0"`)

	g.add("geo/511-sf-bay-api-key", `
$ curl -s --compressed "http://api.511.org/transit/TripUpdates?api_key=«a»&agency=SF" -o sf-trips.pb
$ ls -la sf-trips.pb
-rw-r--r--  1 dana  staff  812044 Nov  5 11:20 sf-trips.pb
`, V{"a": g.uuid()}, "agency=SF", "sf-trips.pb")

	g.add("geo/tfl-unified-api-app-key", `
TFL_APP_ID=parcelhop-eta
TFL_APP_KEY=«a»
# curl "https://api.tfl.gov.uk/Line/victoria/Arrivals?app_key=$TFL_APP_KEY"
`, V{"a": g.hex(32)}, "TFL_APP_ID=parcelhop-eta", "app_key=$TFL_APP_KEY")

	g.add("geo/transitland-rest-apikey", `
$ curl -s -H "apikey: «a»" "https://transit.land/api/v2/rest/stops?lat=37.7749&lon=-122.4194&radius=300&limit=2" | jq -r '.stops[] | [.onestop_id, .stop_name] | @tsv'
s-9q8yyk8ytp-«_s1»	Market St & 4th St
s-9q8yyk9q1g-«_s2»	Powell St Station
`, V{"a": g.an(32), "_s1": g.s(alLowNum, 6), "_s2": g.s(alLowNum, 6)}, "Powell St Station", "transit.land/api/v2/rest/stops")

	g.add("geo/onebusaway-key-config-json", `
{
  "agencies": ["1", "40"],
  "oba": {
    "baseUrl": "https://api.pugetsound.onebusaway.org/api/where",
    "key": "«a»"
  },
  "gtfsStaticUrl": "https://metro.kingcounty.gov/GTFS/google_transit.zip"
}
`, V{"a": g.uuid()}, "https://metro.kingcounty.gov/GTFS/google_transit.zip")

	g.add("geo/swiftly-authorization-header", `
GET /real-time/sfmta/gtfs-rt-vehicle-positions HTTP/1.1
Host: api.goswift.ly
Authorization: «a»
Accept: application/x-protobuf

HTTP/1.1 200 OK
content-type: application/x-protobuf
content-length: 48211
`, V{"a": g.hex(32)}, "Host: api.goswift.ly", "/real-time/sfmta/gtfs-rt-vehicle-positions")

	g.add("geo/navitia-token-basic-user", `
$ curl -s -u «a»: "https://api.navitia.io/v1/coverage/sandbox/journeys?from=2.3749036;48.8467927&to=2.2922926;48.8583736" | jq '.journeys[0].duration'
1831
`, V{"a": g.uuid()}, "coverage/sandbox/journeys")

	g.add("geo/gtfs-rt-bindings-opentripplanner-config", `
{
  "updaters": [
    {
      "type": "stop-time-updater",
      "frequency": "30s",
      "url": "https://api-endpoint.mta.info/Dataservice/mtagtfsfeeds/nyct%2Fgtfs",
      "feedId": "MTASBWY",
      "headers": { "x-api-key": "«a»" }
    },
    {
      "type": "vehicle-positions",
      "url": "https://gtfsrt.metrotransit.org/VehiclePositions",
      "feedId": "MT"
    }
  ]
}
`, V{"a": g.an(40)}, `"feedId": "MTASBWY"`, "https://gtfsrt.metrotransit.org/VehiclePositions")

	g.add("geo/bart-public-key-vs-private", `
# BART publishes a shared public key in its API docs; ours is the registered one
BART_PUBLIC_DEMO_KEY=MW9S-E7SL-26DU-VV8V
BART_API_KEY=«a»
`, V{"a": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "MW9S-E7SL-26DU-VV8V")

	g.add("geo/gtfs-fetch-github-actions", `
jobs:
  fetch-feeds:
    runs-on: ubuntu-latest
    steps:
      - run: |
          curl -fsSL -H "Ocp-Apim-Subscription-Key: «a»" https://api.opendata.sbb.ch/gtfs-rt -o feeds/sbb.pb
          curl -fsSL "https://opendata.rijdendetreinen.nl/public/gtfs/gtfs-nl.zip" -o feeds/nl.zip
`, V{"a": g.hex(32)}, "opendata.rijdendetreinen.nl/public/gtfs/gtfs-nl.zip")

	g.add("geo/entur-and-digitransit-headers", `
headers = {
    "ET-Client-Name": "parcelhop-eta",            # Entur: identification only, no key
    "digitransit-subscription-key": "«a»",         # HSL Digitransit
}
resp = requests.post("https://api.digitransit.fi/routing/v2/hsl/gtfs/v1", json={"query": QUERY}, headers=headers)
`, V{"a": g.hex(32)}, `"ET-Client-Name": "parcelhop-eta"`)

	g.add("geo/ptv-timetable-devid-signature", `
DEV_ID = "«_dev»"
DEV_KEY = "«a»"

def ptv_url(path: str) -> str:
    raw = f"{path}{'&' if '?' in path else '?'}devid={DEV_ID}"
    sig = hmac.new(DEV_KEY.encode(), raw.encode(), hashlib.sha1).hexdigest().upper()
    return f"https://timetableapi.ptv.vic.gov.au{raw}&signature={sig}"
`, V{"_dev": g.digits(7), "a": g.uuid()}, "timetableapi.ptv.vic.gov.au")
}

// ---- chats around them ----

func (g *G) geoChat() {
	g.add("geo/chat-mapbox-which-token", `
user: the map on staging is blank and the console says 401 on the style request. I set the token like this:
  mapboxgl.accessToken = "«a»"
assistant: That's a secret token (sk.) — Mapbox GL JS needs a public token (pk.), and a secret token must never ship to the browser. Revoke this one in the account page and create a pk. token restricted to https://staging.fleetwise.io.
`, V{"a": g.geoMB("sk", "fleetwise")}, "https://staging.fleetwise.io")

	g.add("geo/chat-fedex-prod-creds-slack", `
[10:14] Priya: prod FedEx creds for the label service, please don't paste anywhere else
[10:14] Priya: API key «a»
[10:14] Priya: secret «b»
[10:15] Priya: account «_acct» (shipping) — the sandbox one is in 1Password
[10:16] Marco: 👍 thanks, wiring it up in the rate-shopper now
`, V{"a": g.geoFedex(), "b": g.hex(32), "_acct": g.digits(9)}, "rate-shopper")

	g.add("geo/chat-geotab-creds-email", `
From: fleet-admin@parcelhop.io
To: dev-contractor@example.com
Subject: MyGeotab API access

Hi Tomás,

Server: my.geotab.com
Database: parcelhop_fleet
User: api.integration@parcelhop.io
Password: «a»

The account is read-only (Supervisor clearance). Please change nothing in Zones.
`, V{"a": g.pw()}, "Database: parcelhop_fleet", "Supervisor clearance")

	g.add("geo/chat-amadeus-key-question", `
Hey, I'm getting 401 "invalid_client" from the Amadeus test env. These are what the developer portal shows for my app "tripnook-search":
API Key: «_cid»
API Secret: «a»
Am I supposed to base64 them together?
`, V{"_cid": g.an(32), "a": g.an(16)}, `"tripnook-search"`, `"invalid_client"`)

	g.add("geo/chat-agent-found-google-key", `
● Search(pattern: "AIza", path: "android/", output_mode: "content")
  ⎿  android/app/src/main/res/values/google_maps_api.xml:3:    <string name="google_maps_key" templateMergeStrategy="preserve" translatable="false">«a»</string>
     android/app/build.gradle:41:        manifestPlaceholders = [MAPS_API_KEY: project.findProperty("MAPS_API_KEY") ?: ""]

● The key is hard-coded in google_maps_api.xml. I'll move it to local.properties (gitignored) and read it through the secrets-gradle-plugin.
`, V{"a": g.googleKey()}, "secrets-gradle-plugin", "google_maps_api.xml")

	g.add("geo/chat-ups-creds-in-ticket", `
JIRA LOG-2291  "UPS rating returns 401 since Monday"
Comment (ops-oncall):
  Regenerated the app in developer.ups.com. New values:
    Client ID:     «_cid»
    Client Secret: «a»
  Shipper #: «_ship».  Old secret is revoked.
`, V{"_cid": g.an(48), "a": g.an(64), "_ship": g.s(alUpNum, 6)}, "LOG-2291", "developer.ups.com")

	g.add("geo/chat-duffel-live-vs-test", `
user: why does duffel return "This operation is not allowed in live mode without a balance"? my token is «a»
assistant: That token starts with duffel_live_, so you're hitting live mode. For development use a duffel_test_ token; live mode needs a funded balance or a card payment intent. Also rotate the token you pasted, since it's now in this transcript.
`, V{"a": g.geoDuffel("live")}, "duffel_test_", "live mode")

	g.add("geo/chat-samsara-token-discord", `
dana — Today at 3:41 PM
anyone know why /fleet/vehicles/stats returns empty? token is scoped Read Vehicles
dana — Today at 3:41 PM
«a»
marco — Today at 3:43 PM
you need "Read Vehicle Statistics" too, and please delete that msg 😬
`, V{"a": g.geoSamsara()}, "Read Vehicle Statistics", "/fleet/vehicles/stats")

	g.add("geo/chat-here-access-key-paste", `
> where do I put the HERE creds for the Python SDK?
The downloaded credentials.properties contains:
here.access.key.id = «a»
here.access.key.secret = «b»
Put it at ~/.here/credentials.properties or set HERE_ACCESS_KEY_ID and HERE_ACCESS_KEY_SECRET.
`, V{"a": g.b64u(22), "b": g.b64u(86)}, "~/.here/credentials.properties", "HERE_ACCESS_KEY_SECRET")

	g.add("geo/chat-weather-key-forum-post", `
Posted by u/stormchaser_ok · 2h
OpenWeather One Call 3.0 says my key is invalid even though I subscribed?? Here's my request:
https://api.openweathermap.org/data/3.0/onecall?lat=35.4676&lon=-97.5164&appid=«a»
Edit: nvm, it takes a couple of hours for new keys to activate.
`, V{"a": g.hex(32)}, "u/stormchaser_ok", "lat=35.4676&lon=-97.5164")

	g.add("geo/chat-sabre-epr-password", `
Sabre cert access for the GDS sandbox:
 EPR: «_epr»
 PCC: «_pcc»
 Password: «a»
 Domain: AA
The token endpoint is api.cert.platform.sabre.com, prod is api.platform.sabre.com.
`, V{"_epr": g.digits(6), "_pcc": g.s(alUpNum, 4), "a": g.s(alUpNum, 8)}, "api.cert.platform.sabre.com")

	g.add("geo/chat-shipstation-onboarding", `
ShipStation → Settings → Account → API Settings
API Key: «_key»
API Secret: «a»
(copy both into Zapier; the key alone is not enough)
`, V{"_key": g.hex(32), "a": g.hex(32)}, "Settings → Account → API Settings")

	g.add("geo/chat-traccar-admin-password", `
user: i reset the traccar admin via the h2 console, login is admin / «a» now, can you check why the geofences don't trigger?
assistant: Logged in. The geofence "Depot Rotterdam" has a polygon in lon/lat order instead of lat/lon; I'll fix the WKT: POLYGON((51.9244 4.4777, 51.9260 4.4801, 51.9231 4.4830, 51.9244 4.4777)).
`, V{"a": g.pwStrong()}, "Depot Rotterdam", "POLYGON((51.9244 4.4777")

	g.add("geo/chat-easypost-test-key-readme", `
## Running the integration tests

Ask #logistics-dev for the shared test key, then:

    export EASYPOST_TEST_API_KEY=«a»
    go test ./carriers/easypost/... -run Integration -v

The test key only creates test shipments; never put the EZAK production key here.
`, V{"a": g.geoEZ("EZTK")}, "#logistics-dev", "./carriers/easypost/...")
}

// ---- benign look-alikes ----

func (g *G) geoBenign() {
	g.add("geo/benign-geojson-feature-collection", `
{
  "type": "FeatureCollection",
  "features": [
    {"type": "Feature", "id": "«_id1»", "properties": {"name": "Depot North", "geohash": "«_gh1»"}, "geometry": {"type": "Point", "coordinates": [«_lon1», «_lat1»]}},
    {"type": "Feature", "id": "«_id2»", "properties": {"name": "Depot South", "geohash": "«_gh2»"}, "geometry": {"type": "Point", "coordinates": [«_lon2», «_lat2»]}}
  ]
}
`, V{"_id1": g.uuid(), "_gh1": g.geoHash(), "_lon1": g.geoLon(), "_lat1": g.geoLat(), "_id2": g.uuid(), "_gh2": g.geoHash(), "_lon2": g.geoLon(), "_lat2": g.geoLat()})

	g.add("geo/benign-mapbox-public-token-docs", `
<!-- public token, URL-restricted to harborbikes.com; Mapbox documents pk. tokens as safe in client code -->
<meta name="mapbox-token" content="«_pk»">
<script>window.MAP_STYLE = "mapbox://styles/harborbikes/«_st»";</script>
`, V{"_pk": g.geoMB("pk", "harborbikes"), "_st": "cl" + g.s(alLowNum, 23)})

	g.add("geo/benign-tracking-numbers-table", `
| Carrier | Tracking number            | Status        | ETA        |
|---------|----------------------------|---------------|------------|
| UPS     | «_ups»         | In transit    | 2024-11-07 |
| FedEx   | «_fdx»               | Delivered     | 2024-11-05 |
| USPS    | «_usps»     | Out for delivery | 2024-11-05 |
| DHL     | «_dhl»                 | Customs hold  | —          |
`, V{"_ups": g.geoUPS1Z(), "_fdx": g.digits(12), "_usps": g.geoUSPS(), "_dhl": g.digits(10)})

	g.add("geo/benign-pnr-itinerary", `
BOOKING REFERENCE: «_pnr»     E-TICKET: 125-«_tkt»
  1  BA 0117  Y  14DEC  LHRJFK  HK1  0820  1105
  2  BA 0112  Y  22DEC  JFKLHR  HK1  1830  0640+1
PASSENGER: LINDQVIST/MAJA MS   FQTV: BA «_ffp»
`, V{"_pnr": g.geoPNR(), "_tkt": g.digits(10), "_ffp": g.digits(8)}, "LHRJFK  HK1")

	g.add("geo/benign-google-place-ids-and-map-id", `
const PLACES = {
  warehouse: "«_p1»",
  hub: "«_p2»",
};
const map = new google.maps.Map(el, { center: { lat: 52.3676, lng: 4.9041 }, zoom: 12, mapId: "«_mid»" });
`, V{"_p1": g.geoPlace(), "_p2": g.geoPlace(), "_mid": g.hex(16)}, "google.maps.Map")

	g.add("geo/benign-radar-publishable-key-sdk", `
import Radar from "radar-sdk-js";

Radar.initialize("«_pk»", { logLevel: "info" });
Radar.trackOnce().then(({ location, user }) => console.log(location, user._id));
`, V{"_pk": "prj_live_pk_" + g.hex(40)}, "radar-sdk-js")

	g.add("geo/benign-vehicle-vins-and-ids", `
$ psql fleet -c "select id, unit, vin, samsara_id, geotab_id from vehicles order by unit limit 3;"
  id  | unit |        vin        |   samsara_id    | geotab_id
------+------+-------------------+-----------------+-----------
 1041 | V07  | «_v1» | «_s1» | b3
 1042 | V08  | «_v2» | «_s2» | b4
 1043 | T14  | «_v3» | «_s3» | b1A
(3 rows)
`, V{"_v1": g.geoVIN(), "_s1": g.digits(15), "_v2": g.geoVIN(), "_s2": g.digits(15), "_v3": g.geoVIN(), "_s3": g.digits(15)})

	g.add("geo/benign-gtfs-stop-times-csv", `
trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type
«_t»,07:14:00,07:14:00,«_s1»,1,0,0
«_t»,07:18:30,07:18:30,«_s2»,2,0,0
«_t»,07:23:00,07:23:00,«_s3»,3,0,0
`, V{"_t": g.digits(8) + "-" + g.s(alUpper, 4) + "-Weekday-01", "_s1": g.digits(5), "_s2": g.digits(5), "_s3": g.digits(5)})

	g.add("geo/benign-iata-icao-airport-lookup", `
>>> airports.lookup("FRA")
Airport(iata='FRA', icao='EDDF', name='Frankfurt am Main', lat=50.0333, lon=8.5706, tz='Europe/Berlin')
>>> airports.lookup("SFO")
Airport(iata='SFO', icao='KSFO', name='San Francisco International', lat=37.6189, lon=-122.3750, tz='America/Los_Angeles')
`, nil, "icao='EDDF'", "San Francisco International")

	g.add("geo/benign-plus-codes-and-what3words", `
Pickup point: 9C3XGV4C+XV (Plus Code)  ///filled.count.soap  (what3words)
Drop-off:     «_pc»  lat=«_lat» lon=«_lon»
`, V{"_pc": "87G8" + g.s("23456789CFGHJMPQRVWX", 4) + "+" + g.s("23456789CFGHJMPQRVWX", 2), "_lat": g.geoLat(), "_lon": g.geoLon()}, "9C3XGV4C+XV", "///filled.count.soap")

	g.add("geo/benign-masked-keys-settings-page", `
Integrations
  Google Maps Platform   AIza••••••••••••••••••••••••••••••«=g»   Restricted (HTTP referrers)   Rotate
  Mapbox secret token    sk.eyJ1••••••••••••••••••••••••«=m»      Scopes: uploads:write          Rotate
  FedEx                  l7xx••••••••••••••••••••••••••«=f»        Production                    Rotate
  EasyPost               EZAK••••••••••••••••••••••••••«=e»        Production                    Rotate
`, V{"=g": g.b64u(4), "=m": g.b64u(4), "=f": g.hex(4), "=e": g.hex(4)}, "Restricted (HTTP referrers)", "Scopes: uploads:write")

	g.add("geo/benign-shipment-webhook-payload", `
{
  "id": "evt_«_e»",
  "object": "Event",
  "description": "tracker.updated",
  "result": {
    "id": "trk_«_t»",
    "tracking_code": "«_trk»",
    "status": "out_for_delivery",
    "carrier": "USPS",
    "tracking_details": [{"message": "Out for Delivery", "datetime": "2024-11-05T12:41:00Z", "tracking_location": {"city": "BOISE", "state": "ID", "zip": "83702"}}]
  }
}
`, V{"_e": g.hex(32), "_t": g.hex(32), "_trk": g.geoUSPS()}, "tracker.updated")

	g.add("geo/benign-flight-status-board", `
FLIGHT   FROM  TO    SCHED  EST    GATE  STATUS
LH 400   FRA   JFK   13:05  13:20  Z25   Boarding
UA 901   FRA   SFO   10:35  10:35  Z53   Departed
SQ 325   FRA   SIN   21:40  21:40  C14   On time
AF 1019  FRA   CDG   18:55  19:40  A26   Delayed
`, nil, "LH 400   FRA   JFK", "SQ 325   FRA   SIN")

	g.add("geo/benign-env-placeholders-carriers", `
# .env.example — copy to .env and fill in
MAPBOX_SECRET_TOKEN=sk.your-secret-token
NEXT_PUBLIC_MAPBOX_TOKEN=pk.your-public-token
GOOGLE_MAPS_SERVER_KEY=
FEDEX_API_KEY=<from developer.fedex.com>
EASYPOST_API_KEY=EZTK...
SHIPPO_API_TOKEN=shippo_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
`, nil, "sk.your-secret-token", "<from developer.fedex.com>", "shippo_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")

	g.add("geo/benign-osrm-route-response", `
$ curl -s "http://localhost:5000/route/v1/driving/13.388860,52.517037;13.397634,52.529407?overview=simplified" | jq '{code, dist: .routes[0].distance, dur: .routes[0].duration, geom: .routes[0].geometry}'
{
  "code": "Ok",
  "dist": 1886.3,
  "dur": 260.3,
  "geom": "«_poly»"
}
`, V{"_poly": "mfp_I" + g.s("?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~", 40)}, "localhost:5000/route/v1/driving")

	g.add("geo/benign-hotel-reservation-ids", `
{"reservationID":"«_r»","propertyID":"«_p»","status":"confirmed","roomTypeName":"Deluxe Double","guestID":"«_g»","channel":"Booking.com","channelReservationID":"«_c»","startDate":"2024-12-19","endDate":"2024-12-22"}
`, V{"_r": g.digits(12), "_p": g.digits(6), "_g": g.digits(8), "_c": g.digits(10)}, "Deluxe Double")

	g.add("geo/benign-mapbox-style-json-sources", `
{
  "version": 8,
  "name": "Fleetwise Dark",
  "sources": {
    "composite": {"url": "mapbox://mapbox.mapbox-streets-v8,fleetwise.«_ts»", "type": "vector"}
  },
  "sprite": "mapbox://sprites/fleetwise/«_sp»/«_own»",
  "glyphs": "mapbox://fonts/fleetwise/{fontstack}/{range}.pbf",
  "owner": "fleetwise",
  "id": "«_sp»"
}
`, V{"_ts": g.s(alLowNum, 8), "_sp": "cl" + g.s(alLowNum, 23), "_own": g.s(alLowNum, 25)})

	g.add("geo/benign-amadeus-flight-offer-ids", `
{"type":"flight-offer","id":"1","source":"GDS","validatingAirlineCodes":["IB"],"itineraries":[{"duration":"PT2H10M","segments":[{"departure":{"iataCode":"MAD","at":"2024-12-01T07:05:00"},"arrival":{"iataCode":"LIS","at":"2024-12-01T07:20:00"},"carrierCode":"IB","number":"3102","aircraft":{"code":"32N"},"id":"«_seg»"}]}],"price":{"currency":"EUR","total":"96.41"}}
`, V{"_seg": g.digits(2)}, `"iataCode":"MAD"`, `"total":"96.41"`)

	g.add("geo/benign-geofence-wkt-and-h3", `
INSERT INTO geofences (id, name, h3_cells, boundary) VALUES
  ('«_id»', 'Depot Rotterdam', ARRAY['«_h1»','«_h2»'],
   ST_GeomFromText('POLYGON((4.4777 51.9244, 4.4801 51.9260, 4.4830 51.9231, 4.4777 51.9244))', 4326));
`, V{"_id": g.uuid(), "_h1": "8a1969" + g.hex(9), "_h2": "8a1969" + g.hex(9)}, "ST_GeomFromText")

	g.add("geo/benign-metar-taf-text", `
TAF EGLL 051658Z 0518/0624 24010KT 9999 BKN035
  TEMPO 0518/0603 7000 -RA BKN012
  BECMG 0606/0609 20015G25KT
METAR LFPG 051900Z 22011KT CAVOK 12/06 Q1018 NOSIG
`, nil, "TAF EGLL 051658Z", "METAR LFPG 051900Z")

	g.add("geo/benign-sha-of-gtfs-and-etags", `
$ curl -sI https://api-endpoint.mta.info/Dataservice/mtagtfsfeeds/nyct%2Fgtfs | grep -iE 'etag|last-modified|x-amz'
etag: "«_etag»"
last-modified: Tue, 05 Nov 2024 19:20:04 GMT
x-amz-request-id: «_rid»
x-amz-id-2: «_id2»
$ sha256sum google_transit.zip
«_sha»  google_transit.zip
`, V{"_etag": g.hex(32), "_rid": g.s(alUpNum, 16), "_id2": g.b64(56), "_sha": g.hex(64)})

	g.add("geo/benign-easypost-object-ids", `
shipment: shp_«_a»  rate: rate_«_b»  postage_label: pl_«_c»  tracker: trk_«_d»
selected: USPS GroundAdvantage $6.34 (delivery_days=3) label_url=https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20241105/e8«_e».png
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32), "_d": g.hex(32), "_e": g.hex(30)}, "USPS GroundAdvantage")

	g.add("geo/benign-here-hrn-and-catalog", `
$ olp catalog show hrn:here:data::olp-here:rib-2
Details of the hrn:here:data::olp-here:rib-2 catalog:
   ID                 rib-2
   name               HERE Map Content
   layers             topology-geometry, road-attributes, navigation-attributes, address-locations
   version            «_v»
`, V{"_v": g.digits(4)}, "hrn:here:data::olp-here:rib-2", "HERE Map Content")

	g.add("geo/benign-google-oauth-client-id-maps", `
# Google Maps Platform: the client id of the OAuth consent screen (public) and the map id
GOOGLE_OAUTH_CLIENT_ID=«_cid».apps.googleusercontent.com
GOOGLE_MAPS_MAP_ID=«_mid»
GOOGLE_MAPS_KEY_SECRET_NAME=projects/parcelhop-prod/secrets/maps-server-key/versions/latest
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "_mid": g.hex(16)}, "projects/parcelhop-prod/secrets/maps-server-key/versions/latest")

	g.add("geo/benign-samsara-webhook-headers", `
POST /hooks/samsara HTTP/1.1
Host: fleet.parcelhop.io
X-Samsara-Event-Type: GeofenceEntry
X-Samsara-Request-Timestamp: 1730834400
X-Samsara-Signature: v1=«_sig»
Content-Type: application/json

{"eventId":"«_ev»","eventType":"GeofenceEntry","data":{"vehicle":{"id":"«_vid»","name":"Van 07"},"address":{"name":"Depot North"}}}
`, V{"_sig": g.hex(64), "_ev": g.uuid(), "_vid": g.digits(15)}, "X-Samsara-Event-Type: GeofenceEntry")

	g.add("geo/benign-key-rotation-runbook", `
## Rotating the map and carrier credentials

1. Mapbox: create the new sk. token with scopes uploads:write, tilesets:write; update MAPBOX_SECRET_TOKEN in Vault at secret/data/geo/mapbox.
2. Google Maps: add the new key, restrict it to the Geocoding and Routes APIs, then delete the old key id «_kid».
3. FedEx: Developer Portal > My Projects > parcelhop-ship > Reset secret; update secret/data/carriers/fedex.
4. Verify with: vault kv get -field=client_id secret/data/carriers/fedex
`, V{"_kid": g.uuid()}, "secret/data/geo/mapbox", "vault kv get -field=client_id secret/data/carriers/fedex")
}
