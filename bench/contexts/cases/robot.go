package cases

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

// robotCases adds credentials from robotics, drones, vehicles and edge
// device fleets, as a coding agent meets them while it brings up a robot,
// flies a drone in simulation, wires a connected-car integration or ships
// an over-the-air update. Sources: ROS 1 (roslaunch XML, rosparam YAML,
// rosbridge and rosauth, rospy nodes), ROS 2 (launch.py, parameter YAML,
// ros2 param and topic output, NTRIP, MQTT and camera drivers, SROS2 and
// DDS security with Fast DDS and Cyclone DDS, Zenoh, micro-ROS), Foxglove
// (API keys, the agent, device tokens, the CLI), PX4, ArduPilot and
// MAVLink (MAVProxy and pymavlink signing, MAVSDK, QGroundControl and
// Mission Planner settings and logs, SiK radios, RTKLIB and NTRIP
// casters, mavlink-router, Auterion), the DJI Mobile, Onboard and Payload
// SDKs, DJI Cloud API and FlightHub 2, Skydio, DroneDeploy, Airdata and
// Pix4D, connected-vehicle APIs (Smartcar, Tesla Fleet API and
// tesla-control, TeslaMate, Enode, High Mobility, Geotab, Samsara, DIMO),
// CAN, UDS and OBD tooling (python-can, SecOC keys, seed/key), automotive
// and embedded OTA (Mender, Eclipse hawkBit, SWUpdate, RAUC, Uptane and
// aktualizr, Foundries.io, Torizon, Memfault, Yocto signing), edge fleet
// platforms (balena, Particle, Golioth, Blues Notehub, AWS IoT Greengrass
// and IoT Core, Azure IoT Edge and DPS), robot fleet management (Formant,
// Freedom Robotics, InOrbit, Viam, Transitive), simulation and ML (Isaac
// Sim and NGC, Omniverse Nucleus, Roboflow, Edge Impulse, LeRobot with
// Hugging Face and Weights & Biases, Gazebo Fuel), industrial robot
// controllers (Universal Robots, ABB Robot Web Services, KUKA, FANUC,
// MiR, Boston Dynamics Spot), and the chats, logs, shells and tool
// outputs around them. Benign look-alikes: VINs, MAVLink system and
// component ids, ROS node and topic names, DDS governance and permissions
// certificates, device serials and ids, firmware and artifact hashes,
// public keys, AWS IoT endpoints, product UIDs and masked previews. The
// case names start with "robot/".
func (g *G) robotCases() {
	g.rbROS1()
	g.rbROS2()
	g.rbDDS()
	g.rbFoxglove()
	g.rbMAVLink()
	g.rbDJI()
	g.rbDroneCloud()
	g.rbVehicle()
	g.rbCAN()
	g.rbOTA()
	g.rbBalenaParticle()
	g.rbIoTEdge()
	g.rbFleet()
	g.rbSimML()
	g.rbIndustrial()
	g.rbChat()
	g.rbBenign()
}

// ---- helpers used only here ----

// rbAdd is add with "ˋ" standing for a backtick.
func (g *G) rbAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

const alVIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

// rbVIN is a vehicle identification number (benign).
func (g *G) rbVIN() string {
	return g.pick("5YJ3E1EA", "7SAYGDEE", "1HGCV1F3", "WBA53BJ0", "3FMTK3SU", "JTDKAMFU") + g.s(alVIN, 1) + g.s(alVIN, 2) + g.s(alDigit, 6)
}

// rbNvapi is an NVIDIA NGC / build.nvidia.com personal API key.
func (g *G) rbNvapi() string { return "nvapi-" + g.b64u(64) }

// rbNGCLegacy is a legacy NGC API key (base64 of "id:uuid").
func (g *G) rbNGCLegacy() string { return b64s(g.s(alLowNum, 26) + ":" + g.uuid()) }

// rbFox is a Foxglove API key.
func (g *G) rbFox() string { return "fox_sk_" + g.an(32) }

// rbFoxDev is a Foxglove device token.
func (g *G) rbFoxDev() string { return "fox_dt_" + g.an(32) }

// rbIoTEP is an AWS IoT data endpoint (benign).
func (g *G) rbIoTEP() string {
	return g.s(alLowNum, 14) + "-ats.iot." + g.pick("us-east-1", "eu-central-1", "us-west-2") + ".amazonaws.com"
}

// rbDJISerial is a DJI aircraft or dock serial number (benign).
func (g *G) rbDJISerial() string { return "1581F" + g.s(alUpNum, 9) + g.s(alDigit, 2) }

// rbTeslaAccess is a Tesla Fleet API access token.
func (g *G) rbTeslaAccess() string {
	iat := 1717000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.tesla.com/oauth2/v3/nts","azp":"%s","sub":"%s","aud":["https://fleet-api.prd.na.vn.cloud.tesla.com","https://auth.tesla.com/oauth2/v3/clientinfo"],"scp":["openid","offline_access","vehicle_device_data","vehicle_cmds"],"amr":["pwd","mfa","otp"],"exp":%d,"iat":%d,"ou_code":"NA","locale":"en-US"}`,
		g.uuid(), g.uuid(), iat+28800, iat))
}

// rbTeslaRefresh is a Tesla Fleet API refresh token.
func (g *G) rbTeslaRefresh() string { return "NA_" + g.hex(64) }

// rbMenderTenant is a hosted Mender tenant token.
func (g *G) rbMenderTenant() string {
	return g.jwt("RS256", fmt.Sprintf(`{"mender.tenant":"%s","iss":"Mender","sub":"%s"}`, g.hex(24), g.hex(24)))
}

// rbSha is a sha256 hex digest (benign).
func (g *G) rbSha() string { return g.hex(64) }

// rbIP is a private address on a robot LAN (benign).
func (g *G) rbIP() string { return fmt.Sprintf("192.168.%d.%d", g.r.IntN(20), 2+g.r.IntN(250)) }

// ---- ROS 1 ----

func (g *G) rbROS1() {
	g.add("robot/ros1-roslaunch-rosbridge-rosauth", `
$ cat launch/bridge.launch
<launch>
  <arg name="port" default="9090" />
  <include file="$(find rosbridge_server)/launch/rosbridge_websocket.launch">
    <arg name="port" value="$(arg port)" />
    <arg name="authenticate" value="true" />
  </include>
  <node pkg="rosauth" type="ros_mac_authentication" name="ros_mac_authentication">
    <param name="secret_file_location" value="/etc/ros/rosauth/secret.txt" />
    <param name="allowed_time_delta" value="5" />
  </node>
  <param name="/ros_mac_authentication/secret" value="«a»" />
</launch>
`, V{"a": g.an(16)}, "/etc/ros/rosauth/secret.txt", "ros_mac_authentication")

	g.add("robot/ros1-rosauth-secret-file-cat", `
$ ls -l /etc/ros/rosauth/
-rw------- 1 ros ros 17 Mar  4 09:12 secret.txt
$ sudo cat /etc/ros/rosauth/secret.txt
«a»
$ rosnode info /ros_mac_authentication | head -4
--------------------------------------------------------------------------------
Node [/ros_mac_authentication]
Publications:
 * /rosout [rosgraph_msgs/Log]
`, V{"a": g.an(16)}, "/ros_mac_authentication")

	g.rbAdd("robot/ros1-roslibjs-auth-mac", `
// web/teleop.js
const ros = new ROSLIB.Ros({ url: 'wss://«_h»:9090' });
const secret = '«a»';
const t = Math.floor(Date.now() / 1000);
const rand = 'r' + Math.random().toString(36).slice(2);
const mac = CryptoJS.SHA512(secret + clientIp + '«_h»' + rand + t + 'admin' + (t + 60)).toString();
ros.authenticate(mac, clientIp, '«_h»', rand, t, 'admin', t + 60);
ros.on('connection', () => console.log('connected to rosbridge'));
`, V{"_h": g.rbIP(), "a": g.an(16)}, "ros.authenticate", "connected to rosbridge")

	g.add("robot/ros1-rosparam-ntrip-yaml", `
# config/ntrip.yaml  (loaded by ntrip_ros.launch)
ntrip_ros:
  ntrip_server: rtk2go.com:2101
  ntrip_user: «_u»
  ntrip_pass: «a»
  ntrip_stream: «_m»
  nmea_gga: $GPGGA,144434.860,5231.123,N,01324.456,E,1,08,1.1,35.2,M,39.1,M,,*5F
  rtcm_topic: /rtcm
`, V{"_u": "ops@" + g.pick("agrobotix", "fieldrover", "tractorlabs") + ".io", "a": g.pwURL(), "_m": g.pick("BERLIN_RTK", "MOUNTAIN_VIEW_CA", "KNX_RTCM3")}, "rtk2go.com:2101", "rtcm_topic: /rtcm")

	g.add("robot/ros1-rospy-mqtt-bridge-node", `
#!/usr/bin/env python3
# scripts/telemetry_bridge.py
import json
import rospy
import paho.mqtt.client as mqtt
from sensor_msgs.msg import BatteryState

BROKER = "mqtt.«_d»"
client = mqtt.Client(client_id="amr-07-telemetry")
client.username_pw_set("amr-07", "«a»")
client.tls_set()
client.connect(BROKER, 8883)

def on_battery(msg):
    client.publish("fleet/amr-07/battery", json.dumps({"pct": msg.percentage, "v": msg.voltage}))

rospy.init_node("telemetry_bridge")
rospy.Subscriber("/battery_state", BatteryState, on_battery)
client.loop_start()
rospy.spin()
`, V{"_d": g.pick("fleet.example-robotics.com", "warehouse-bots.net"), "a": g.pw()}, "amr-07-telemetry", "/battery_state")

	g.add("robot/ros1-roslaunch-axis-camera-password", `
$ roslaunch axis_camera axis.launch hostname:=«_ip» username:=root password:=«a» encrypt_password:=false
... logging to /home/ros/.ros/log/«_run»/roslaunch-nuc-4412.log
started roslaunch server http://nuc:38211/

SUMMARY
========

PARAMETERS
 * /axis/camera_info_url: file:///home/ros...
 * /axis/hostname: «_ip»
 * /axis/password: «a»
 * /axis/username: root
 * /rosdistro: noetic

NODES
  /
    axis (axis_camera/axis.py)
`, V{"_ip": g.rbIP(), "a": g.pwURL(), "_run": g.uuid()}, "encrypt_password:=false", "/rosdistro: noetic")

	g.add("robot/ros1-rosparam-get-all-dump", `
$ rosparam get / | grep -A3 -E 'database|warehouse'
database:
  host: 10.20.0.5
  password: «a»
  user: mongodb_store
--
warehouse_ros:
  db_host: 10.20.0.5
  db_port: 27017
`, V{"a": g.pwStrong()}, "mongodb_store", "warehouse_ros")

	g.add("robot/ros1-docker-compose-rosbridge-webviz", `
version: "3.8"
services:
  roscore:
    image: ros:noetic-ros-core
    command: roscore
    network_mode: host
  webviz:
    image: cruise/webviz
    ports: ["8080:8080"]
  uploader:
    image: ghcr.io/«_org»/bag-uploader:1.4.2
    environment:
      ROS_MASTER_URI: http://localhost:11311
      AWS_ACCESS_KEY_ID: «a»
      AWS_SECRET_ACCESS_KEY: «b»
      BAG_BUCKET: s3://«_org»-rosbags/field-tests
    volumes: ["/data/bags:/bags:ro"]
`, V{"_org": g.pick("nimbus-robotics", "orchardbot", "kestrel-ag"), "a": g.awsID(), "b": g.awsSecret()}, "ROS_MASTER_URI: http://localhost:11311", "cruise/webviz")

	g.add("robot/ros1-roscore-log-mongodb-uri", `
[rosout][INFO] 2024-05-14 08:12:03,114: ROS_MASTER_URI=http://ugv-02:11311/
[rosout][INFO] 2024-05-14 08:12:03,220: process[mongodb_store-3]: started with pid [9121]
[ INFO] [1715674323.512883021]: mongodb_log: connecting to mongodb://rosdb:«a»@10.20.0.5:27017/roslog?authSource=admin
[ INFO] [1715674323.619120443]: mongodb_log: logging /tf, /odom, /diagnostics_agg
[ WARN] [1715674324.001937500]: message_store: collection 'message_store' has no index on _meta.inserted_at
`, V{"a": g.pwURL()}, "mongodb_log", "/diagnostics_agg")

	g.add("robot/ros1-catkin-rosinstall-private-repo", `
$ cat src/.rosinstall
- git:
    local-name: navigation_stack
    uri: https://github.com/ros-planning/navigation.git
    version: noetic-devel
- git:
    local-name: amr_hardware
    uri: https://ci-bot:«a»@gitlab.«_d»/amr/amr_hardware.git
    version: release/2.3
$ wstool update -t src
[navigation_stack] Updated
[amr_hardware] Updated
`, V{"a": g.glpat(), "_d": g.pick("orchardbot.dev", "kestrel-ag.com")}, "noetic-devel", "amr_hardware")

	g.add("robot/ros1-rosbag-upload-script-sas", `
#!/bin/bash
# upload_bags.sh — runs nightly from cron on the robot
set -euo pipefail
ROBOT_ID=$(cat /etc/robot_id)
SAS="sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2025-12-31T23:59:59Z&st=2024-01-01T00:00:00Z&spr=https&sig=«a»"
for bag in /data/bags/*.bag; do
  azcopy copy "$bag" "https://«_acct».blob.core.windows.net/rosbags/${ROBOT_ID}/?${SAS}"
done
`, V{"a": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "=", "%3D"), "+", "%2B"), "_acct": "robotlogs" + g.s(alLowNum, 6)}, "/etc/robot_id", "azcopy copy")
}

// ---- ROS 2 ----

func (g *G) rbROS2() {
	g.add("robot/ros2-launch-py-ntrip-client", `
# launch/rtk.launch.py
from launch import LaunchDescription
from launch_ros.actions import Node


def generate_launch_description():
    return LaunchDescription([
        Node(
            package='ntrip_client',
            executable='ntrip_ros.py',
            name='ntrip_client',
            parameters=[{
                'host': 'ntrip.«_d»',
                'port': 2101,
                'mountpoint': 'VRS_RTCM3',
                'authenticate': True,
                'username': '«_u»',
                'password': '«a»',
                'ntrip_version': 'Ntrip/2.0',
            }],
            remappings=[('/rtcm', '/gps/rtcm')],
        ),
    ])
`, V{"_d": g.pick("pointonenav.com", "sapos-bw.de", "smartnetna.com"), "_u": "rover" + g.s(alDigit, 4), "a": g.pwURL()}, "VRS_RTCM3", "ntrip_ros.py")

	g.add("robot/ros2-params-yaml-camera-rtsp", `
$ cat config/cameras.yaml
/**:
  ros__parameters:
    use_sim_time: false

front_camera:
  ros__parameters:
    camera_name: front
    uri: rtsp://admin:«a»@«_ip»:554/Streaming/Channels/101
    frame_id: front_camera_optical_frame
    fps: 15

rear_camera:
  ros__parameters:
    camera_name: rear
    uri: rtsp://admin:«b»@«_ip2»:554/cam/realmonitor?channel=1&subtype=0
    frame_id: rear_camera_optical_frame
`, V{"a": g.pwURL(), "_ip": g.rbIP(), "b": g.pwURL(), "_ip2": g.rbIP()}, "front_camera_optical_frame", "ros__parameters")

	g.add("robot/ros2-param-dump-mqtt-client", `
$ ros2 param dump /mqtt_client
/mqtt_client:
  ros__parameters:
    broker:
      host: «_h»
      port: 8883
      tls:
        ca_certificate: /opt/certs/ca.crt
        enabled: true
      user: robot-«=n»
      pass: «a»
    client:
      id: mqtt_client_«=n»
      clean_session: true
      keep_alive_interval: 60.0
    bridge:
      ros2mqtt:
        ros_topics:
        - /odom
        - /battery_state
    use_sim_time: false
`, V{"_h": g.pick("broker.hivemq.cloud", "b-1.mq.eu-west-1.amazonaws.com", "mqtt.fleet.internal"), "=n": g.s(alDigit, 3), "a": g.pwStrong()}, "/opt/certs/ca.crt", "ros2mqtt")

	g.add("robot/ros2-param-get-password", `
$ ros2 param list /ntrip_client
  authenticate
  host
  mountpoint
  password
  port
  username
  use_sim_time
$ ros2 param get /ntrip_client password
String value is: «a»
$ ros2 param get /ntrip_client mountpoint
String value is: «_m»
`, V{"a": g.pw(), "_m": g.pick("RTCM3_IMAX", "NEAR_MSM4", "NEAR_MSM7")}, "/ntrip_client")

	g.add("robot/ros2-topic-echo-parameter-events", `
$ ros2 topic echo /parameter_events --once
stamp:
  sec: «_sec»
  nanosec: 118402771
node: /cloud_uploader
new_parameters: []
changed_parameters:
- name: s3_secret_access_key
  value:
    type: 4
    bool_value: false
    integer_value: 0
    double_value: 0.0
    string_value: «a»
    byte_array_value: []
deleted_parameters: []
---
`, V{"_sec": "17" + g.s(alDigit, 8), "a": g.awsSecret()}, "/cloud_uploader", "s3_secret_access_key")

	g.add("robot/ros2-launch-args-cli", `
$ ros2 launch fleet_bridge bridge.launch.py robot_name:=amr-«=n» api_url:=https://fleet.«_d»/api api_token:=«a» use_sim_time:=false
[INFO] [launch]: All log files can be found below /home/ros/.ros/log/2024-06-11-10-21-04-«_h»-amr-«=n»-31204
[INFO] [launch]: Default logging verbosity is set to INFO
[INFO] [fleet_bridge_node-1]: process started with pid [31218]
[fleet_bridge_node-1] [INFO] [1718101264.883120921] [fleet_bridge]: registered amr-«=n» with fleet server
`, V{"=n": g.s(alDigit, 2), "_d": g.pick("openrmf.io", "robots.example.com"), "a": g.hex(40), "_h": g.hex(6)}, "fleet_bridge_node-1")

	g.add("robot/ros2-open-rmf-fleet-adapter-config", `
# rmf_demos_fleet_adapter/config.yaml
rmf_fleet:
  name: "tinyRobot"
  limits:
    linear: [0.5, 0.75]
    angular: [0.6, 2.0]
  profile:
    footprint: 0.3
    vicinity: 0.5
fleet_manager:
  ip: "127.0.0.1"
  port: 22011
  user: "some_user"
  password: "«a»"
  reference_coordinates:
    rmf: [[20.33, -3.156], [8.908, -2.57]]
    robot: [[59, 399], [57, 172]]
`, V{"a": g.pw()}, "tinyRobot", "reference_coordinates")

	g.add("robot/ros2-micro-ros-agent-wifi-credentials", `
// firmware/src/main.cpp (micro-ROS on ESP32)
#include <micro_ros_platformio.h>
#include <rcl/rcl.h>

#define WIFI_SSID  "«_ssid»"
#define WIFI_PASS  "«a»"
#define AGENT_IP   "«_ip»"
#define AGENT_PORT 8888

void setup() {
  IPAddress agent_ip;
  agent_ip.fromString(AGENT_IP);
  set_microros_wifi_transports((char*)WIFI_SSID, (char*)WIFI_PASS, agent_ip, AGENT_PORT);
  delay(2000);
}
`, V{"_ssid": g.pick("LAB-ROBOTS-5G", "warehouse-iot", "ugv-testfield"), "a": g.pw(), "_ip": g.rbIP()}, "set_microros_wifi_transports")

	g.add("robot/ros2-zenoh-router-config-tls-user", `
// zenoh-bridge-ros2dds.json5
{
  mode: "client",
  connect: { endpoints: ["tls/«_h»:7447"] },
  plugins: {
    ros2dds: { namespace: "/amr_«=n»", allow: { publishers: ["/odom", "/scan"] } },
  },
  transport: {
    auth: {
      usrpwd: {
        user: "amr_«=n»",
        password: "«a»",
      },
    },
    link: {
      tls: {
        root_ca_certificate: "/etc/zenoh/ca.pem",
        connect_private_key: "/etc/zenoh/amr.key",
        connect_certificate: "/etc/zenoh/amr.pem",
      },
    },
  },
}
`, V{"_h": g.pick("zenoh.fleet.example.com", "router.robots.lan"), "=n": g.s(alDigit, 2), "a": g.pwStrong()}, "/etc/zenoh/amr.key", "root_ca_certificate")

	g.add("robot/ros2-zenoh-credentials-file", `
$ cat /etc/zenoh/credentials.txt
fleet_router:«a»
amr_07:«b»
amr_08:«c»
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL()}, "fleet_router")

	g.add("robot/ros2-colcon-test-failure-env", `
$ colcon test --packages-select cloud_sync --event-handlers console_direct+
Starting >>> cloud_sync
============================= test session starts ==============================
test/test_upload.py F                                                    [100%]
=================================== FAILURES ===================================
_______________________________ test_upload_bag ________________________________
    def test_upload_bag():
>       client = CloudSync(endpoint=ENDPOINT, api_key=os.environ["CLOUD_SYNC_KEY"])
E       KeyError: 'CLOUD_SYNC_KEY'
----------------------------- Captured log setup ------------------------------
DEBUG    cloud_sync:env.py:22 environ snapshot: ROS_DISTRO=humble RMW_IMPLEMENTATION=rmw_cyclonedds_cpp CLOUD_SYNC_KEY_OLD=«a» ROS_DOMAIN_ID=42
=========================== short test summary info ============================
FAILED test/test_upload.py::test_upload_bag - KeyError: 'CLOUD_SYNC_KEY'
`, V{"a": "csk_" + g.an(40)}, "RMW_IMPLEMENTATION=rmw_cyclonedds_cpp", "ROS_DOMAIN_ID=42")

	g.add("robot/ros2-dockerfile-build-arg-token", `
FROM osrf/ros:humble-desktop
ARG GITHUB_TOKEN=«a»
WORKDIR /ws
RUN git clone https://${GITHUB_TOKEN}@github.com/«_org»/amr_drivers.git src/amr_drivers \
 && rosdep install --from-paths src -y --ignore-src \
 && . /opt/ros/humble/setup.sh && colcon build --symlink-install
`, V{"a": g.ghp(), "_org": g.pick("kestrel-ag", "nimbus-robotics")}, "osrf/ros:humble-desktop", "colcon build --symlink-install")

	g.add("robot/ros2-nav2-webhook-notifier-node", `
# amr_notify/amr_notify/notifier.py
import rclpy
import requests
from rclpy.node import Node
from nav2_msgs.action import NavigateToPose

SLACK_WEBHOOK = "https://hooks.slack.com/services/«_t»/«_b»/«a»"

class Notifier(Node):
    def __init__(self):
        super().__init__("amr_notifier")
        self.create_subscription(NavigateToPose.Impl.FeedbackMessage,
                                 "/navigate_to_pose/_action/feedback", self.cb, 10)

    def cb(self, msg):
        if msg.feedback.number_of_recoveries > 3:
            requests.post(SLACK_WEBHOOK, json={"text": f"{self.get_namespace()} stuck, recoveries={msg.feedback.number_of_recoveries}"})
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "amr_notifier", "/navigate_to_pose/_action/feedback")

	g.add("robot/ros2-rosbridge-suite-params-and-mongo", `
$ cat config/web.yaml
rosbridge_websocket:
  ros__parameters:
    port: 9090
    address: ""
    use_compression: false
    ssl: true
    certfile: /etc/ssl/robot/fullchain.pem
    keyfile: /etc/ssl/robot/privkey.pem
    authenticate: false
web_dashboard:
  ros__parameters:
    mongo_uri: mongodb+srv://dashboard:«a»@cluster0.«=c».mongodb.net/robots
    session_secret: «b»
`, V{"a": g.pwURL(), "=c": g.s(alLowNum, 5), "b": g.hex(64)}, "/etc/ssl/robot/privkey.pem", "rosbridge_websocket")

	g.add("robot/ros2-ros2-run-ros-args-p", `
$ ros2 run weather_station weather_node --ros-args -p api_key:=«a» -p station_id:=«_s» -p poll_period:=300
[INFO] [1718200123.401992731] [weather_node]: polling OpenWeatherMap for station «_s» every 300 s
[WARN] [1718200124.122001932] [weather_node]: wind gust 14.2 m/s above limit, setting /mission/pause
`, V{"a": g.hex(32), "_s": g.hex(24)}, "/mission/pause", "weather_node")

	g.add("robot/ros2-rmw-zenoh-env-dump", `
$ env | grep -E '^(ROS|RMW|ZENOH|CYCLONE|FASTRTPS|AMR)_' | sort
AMR_FLEET_TOKEN=«a»
CYCLONEDDS_URI=file:///etc/cyclonedds/cyclonedds.xml
ROS_AUTOMATIC_DISCOVERY_RANGE=SUBNET
ROS_DISTRO=jazzy
ROS_DOMAIN_ID=17
ROS_VERSION=2
RMW_IMPLEMENTATION=rmw_zenoh_cpp
ZENOH_ROUTER_CHECK_ATTEMPTS=-1
`, V{"a": g.b64u(43)}, "RMW_IMPLEMENTATION=rmw_zenoh_cpp", "CYCLONEDDS_URI=file:///etc/cyclonedds/cyclonedds.xml")
}

// ---- SROS2 and DDS security ----

func (g *G) rbDDS() {
	k := g.ecPKCS8()
	g.add("robot/dds-sros2-enclave-key-pem", `
$ ros2 security create_enclave ~/sros2_keystore /amr/nav2_controller
$ tree ~/sros2_keystore/enclaves/amr/nav2_controller
/home/ros/sros2_keystore/enclaves/amr/nav2_controller
├── cert.pem
├── governance.p7s -> ../../../public/governance.p7s
├── identity_ca.cert.pem -> ../../../public/identity_ca.cert.pem
├── key.pem
├── permissions_ca.cert.pem -> ../../../public/permissions_ca.cert.pem
├── permissions.p7s
└── permissions.xml
$ cat ~/sros2_keystore/enclaves/amr/nav2_controller/key.pem
«a»
`, V{"a": k.block()}, "/amr/nav2_controller", "governance.p7s -> ../../../public/governance.p7s")

	ca := g.ecSEC1()
	g.add("robot/dds-sros2-private-ca-key", `
$ cat ~/sros2_keystore/private/ca.key.pem
«a»
$ openssl ec -in ~/sros2_keystore/private/ca.key.pem -noout -text | head -2
read EC key
Private-Key: (256 bit)
`, V{"a": ca.block()}, "~/sros2_keystore/private/ca.key.pem")

	k2 := g.ecPKCS8()
	g.add("robot/dds-cyclonedds-xml-inline-data-key", `
<?xml version="1.0" encoding="UTF-8" ?>
<CycloneDDS xmlns="https://cdds.io/config">
  <Domain Id="any">
    <Security>
      <Authentication>
        <IdentityCA>file:/etc/dds/identity_ca.cert.pem</IdentityCA>
        <IdentityCertificate>file:/etc/dds/cert.pem</IdentityCertificate>
        <PrivateKey>data:,«a»</PrivateKey>
      </Authentication>
      <AccessControl>
        <Governance>file:/etc/dds/governance.p7s</Governance>
        <PermissionsCA>file:/etc/dds/permissions_ca.cert.pem</PermissionsCA>
        <Permissions>file:/etc/dds/permissions.p7s</Permissions>
      </AccessControl>
    </Security>
  </Domain>
</CycloneDDS>
`, V{"a": k2.block()}, "file:/etc/dds/governance.p7s", "https://cdds.io/config")

	g.add("robot/dds-fastdds-profile-encrypted-key-password", `
<participant profile_name="secure_amr" is_default_profile="true">
  <rtps>
    <propertiesPolicy>
      <properties>
        <property><name>dds.sec.auth.plugin</name><value>builtin.PKI-DH</value></property>
        <property><name>dds.sec.auth.builtin.PKI-DH.identity_ca</name><value>file:///etc/dds/maincacert.pem</value></property>
        <property><name>dds.sec.auth.builtin.PKI-DH.identity_certificate</name><value>file:///etc/dds/amr07cert.pem</value></property>
        <property><name>dds.sec.auth.builtin.PKI-DH.private_key</name><value>file:///etc/dds/amr07key.pem</value></property>
        <property><name>dds.sec.auth.builtin.PKI-DH.password</name><value>«a»</value></property>
        <property><name>dds.sec.crypto.plugin</name><value>builtin.AES-GCM-GMAC</value></property>
      </properties>
    </propertiesPolicy>
  </rtps>
</participant>
`, V{"a": g.pwStrong()}, "builtin.AES-GCM-GMAC", "file:///etc/dds/amr07key.pem")

	g.add("robot/dds-rti-connext-qos-private-key-password", `
<qos_profile name="SecureRobotProfile" base_name="BuiltinQosLib::Generic.Security">
  <domain_participant_qos>
    <property>
      <value>
        <element><name>dds.sec.auth.identity_ca</name><value>file:cert/ecdsa01/ca/ecdsa01RootCaCert.pem</value></element>
        <element><name>dds.sec.auth.identity_certificate</name><value>file:cert/ecdsa01/identities/robotArmCert.pem</value></element>
        <element><name>dds.sec.auth.private_key</name><value>file:cert/ecdsa01/identities/robotArmKey_enc.pem</value></element>
        <element><name>dds.sec.auth.password</name><value>«a»</value></element>
        <element><name>dds.sec.access.governance</name><value>file:xml/signed/signed_Governance.p7s</value></element>
      </value>
    </property>
  </domain_participant_qos>
</qos_profile>
`, V{"a": b64s(g.pwStrong())}, "signed_Governance.p7s", "SecureRobotProfile")

	g.add("robot/dds-ros-security-env-and-keystore-zip", `
$ export ROS_SECURITY_KEYSTORE=~/sros2_keystore
$ export ROS_SECURITY_ENABLE=true
$ export ROS_SECURITY_STRATEGY=Enforce
$ zip -er keystore.zip sros2_keystore -P «a»
  adding: sros2_keystore/ (stored 0%)
  adding: sros2_keystore/public/ca.cert.pem (deflated 27%)
  adding: sros2_keystore/private/ca.key.pem (deflated 21%)
$ scp keystore.zip ros@amr-07.local:/tmp/
`, V{"a": g.pwURL()}, "ROS_SECURITY_STRATEGY=Enforce", "ros@amr-07.local")

	g.add("robot/dds-openssl-genpkey-passout", `
$ openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:prime256v1 -aes256 -pass pass:«a» -out robot_key_enc.pem
$ openssl req -new -key robot_key_enc.pem -passin pass:«a» -subj "/C=DE/O=«_o»/CN=amr07" -out amr07.csr
$ openssl ca -config ca.cnf -in amr07.csr -out amr07cert.pem -batch -passin file:/root/ca.pass
Using configuration from ca.cnf
Check that the request matches the signature
Signature ok
`, V{"a": g.pwURL(), "_o": g.pick("Kestrel Robotics", "OrchardBot GmbH")}, "/root/ca.pass", "prime256v1")
}

// ---- Foxglove ----

func (g *G) rbFoxglove() {
	g.add("robot/foxglove-cli-auth-config-json", `
$ foxglove auth login
? Enter your API key: ********************
Logged in as «_e»
$ cat ~/.foxglove.json
{
  "auth_type": 1,
  "bearer_token": "«a»",
  "base_url": "https://api.foxglove.dev"
}
`, V{"_e": "dev@" + g.pick("kestrel-ag.com", "orchardbot.io"), "a": g.rbFox()}, "https://api.foxglove.dev")

	g.add("robot/foxglove-agent-env-device-token", `
$ sudo cat /etc/foxglove/agent/envfile
FOXGLOVE_DEVICE_TOKEN=«a»
STORAGE_ROOT=/var/lib/foxglove-agent/recordings
WATCH_DIR=/data/bags
FOXGLOVE_API_URL=https://api.foxglove.dev
$ systemctl status foxglove-agent --no-pager | head -3
● foxglove-agent.service - Foxglove Agent
     Loaded: loaded (/lib/systemd/system/foxglove-agent.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-11 07:02:11 UTC; 3h 14min ago
`, V{"a": g.rbFoxDev()}, "/var/lib/foxglove-agent/recordings", "foxglove-agent.service")

	g.add("robot/foxglove-python-upload", `
import os
from foxglove import Client

client = Client(token="«a»")

for name in sorted(os.listdir("/data/mcap")):
    with open(f"/data/mcap/{name}", "rb") as f:
        client.upload_data(device_id="«_dev»", filename=name, data=f.read(), callback=None)
    print("uploaded", name)
`, V{"a": g.rbFox(), "_dev": "dev_" + g.an(16)}, "/data/mcap", "client.upload_data")

	g.add("robot/foxglove-curl-create-device", `
$ curl -s https://api.foxglove.dev/v1/devices \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"name":"amr-«=n»","properties":{"site":"PHX-3","hw_rev":"C"}}'
{"id":"dev_«_id»","name":"amr-«=n»","orgId":"org_«_org»","properties":{"site":"PHX-3","hw_rev":"C"},"createdAt":"2024-06-11T09:22:31.118Z"}
`, V{"a": g.rbFox(), "=n": g.s(alDigit, 3), "_id": g.an(16), "_org": g.an(16)}, `"site":"PHX-3","hw_rev":"C"`)

	g.add("robot/foxglove-bridge-launch-and-studio-url", `
$ ros2 launch foxglove_bridge foxglove_bridge_launch.xml port:=8765 tls:=true certfile:=/etc/ssl/robot.crt keyfile:=/etc/ssl/robot.key
[foxglove_bridge-1] [INFO] [foxglove_bridge]: Starting foxglove_bridge (humble, 0.8.0@) with WebSocket++/0.8.2
[foxglove_bridge-1] [INFO] [foxglove_bridge]: [WS] Server listening on port 8765 (TLS)
Open in Foxglove: https://app.foxglove.dev/kestrel/view?ds=foxglove-websocket&ds.url=wss%3A%2F%2Famr-07.local%3A8765
`, nil, "foxglove_bridge_launch.xml", "ds=foxglove-websocket", "/etc/ssl/robot.key")

	g.add("robot/foxglove-github-actions-secret-echo", `
Run foxglove data imports add ./artifacts/sim_run_«=n».mcap --device-id dev_«_d»
  foxglove data imports add ./artifacts/sim_run_«=n».mcap --device-id dev_«_d»
  shell: /usr/bin/bash -e {0}
  env:
    FOXGLOVE_API_KEY: «a»
Uploading sim_run_«=n».mcap (148.2 MB) ... done
Import «_imp» queued
`, V{"=n": g.s(alDigit, 4), "_d": g.an(16), "a": g.rbFox(), "_imp": g.uuid()}, "foxglove data imports add")
}

// ---- PX4, ArduPilot and MAVLink ----

func (g *G) rbMAVLink() {
	g.add("robot/mav-mavproxy-signing-setup", `
$ mavproxy.py --master=udpin:0.0.0.0:14550 --out=udp:127.0.0.1:14551
Connect udpin:0.0.0.0:14550 source_system=255
Detected vehicle 1:1 on link 0
online system 1
STABILIZE> Mode STABILIZE
AP: ArduCopter V4.5.4 (b2b1d1b4)
AP: ChibiOS: 6a85082c
STABILIZE> module load signing
STABILIZE> signing setup «a»
Setup signing key on board
STABILIZE> signing key «a»
Set signing key
`, V{"a": g.pwURL()}, "ArduCopter V4.5.4", "Detected vehicle 1:1 on link 0")

	g.add("robot/mav-pymavlink-setup-signing-hex", `
from pymavlink import mavutil

# 32-byte MAVLink 2 signing key shared with the autopilot (SIGNING_KEY)
SIGNING_KEY = bytes.fromhex("«a»")

master = mavutil.mavlink_connection("udpout:«_ip»:14550", source_system=255, source_component=190)
master.setup_signing(SIGNING_KEY, sign_outgoing=True, allow_unsigned_callback=None, initial_timestamp=None, link_id=0)
master.wait_heartbeat()
print("Heartbeat from system (system %u component %u)" % (master.target_system, master.target_component))
`, V{"a": g.hex(64), "_ip": g.rbIP()}, "source_component=190", "master.setup_signing")

	g.add("robot/mav-qgc-ini-mavlink-signing", `
$ grep -n -A5 'MAVLinkSigning\|NTRIP' ~/.config/QGroundControl.org/QGroundControl.ini
212:[MAVLinkSigning]
213-signingKeys=«a»
214-signingKeyNames=field-kit-A
215-
341:[NTRIP]
342-ntripServerConnectEnabled=true
343-ntripServerHostAddress=caster.«_d»
344-ntripServerPort=2101
345-ntripUsername=«_u»
346-ntripPassword=«b»
`, V{"a": g.b64(32), "_d": g.pick("emlid.com", "rtk2go.com", "geodnet.com"), "_u": "fieldkit" + g.s(alDigit, 3), "b": g.pwURL()}, "field-kit-A", "ntripServerPort=2101")

	g.add("robot/mav-str2str-ntrip-url", `
$ str2str -in ntrip://«_u»:«a»@«_h»:2101/«=m» -out serial://ttyACM0:115200 -b 1 -n 1000
stream server start
2024/06/12 07:44:02 [CC---]      12451 B    3312 bps (0) «_h»/«=m» (1) ttyACM0
2024/06/12 07:44:07 [CC---]      14502 B    3280 bps (0) «_h»/«=m» (1) ttyACM0
`, V{"_u": "survey" + g.s(alDigit, 2), "a": g.pwURL(), "_h": g.pick("rtk2go.com", "caster.centipede.fr", "ntrip.data.gnss.ga.gov.au"), "=m": g.pick("MPIMP00", "CT", "ALIC00AUS0")}, "serial://ttyACM0:115200", "stream server start")

	g.add("robot/mav-mission-planner-config-xml", `
<?xml version="1.0" encoding="utf-8"?>
<Config>
  <CMB_serialport>COM7</CMB_serialport>
  <CMB_baudrate>57600</CMB_baudrate>
  <speechenable>True</speechenable>
  <rtk_url>ntrip://«_u»:«a»@«_h»:2101/«_m»</rtk_url>
  <MAVLinkSigning_key_fieldkit>«b»</MAVLinkSigning_key_fieldkit>
  <gmap_provider>GoogleSatelliteMap</gmap_provider>
  <bingmapskey>«c»</bingmapskey>
</Config>
`, V{"_u": "mp" + g.s(alDigit, 4), "a": g.pwURL(), "_h": g.pick("rtk2go.com", "caster.emlid.com"), "_m": "MP" + g.s(alDigit, 4), "b": g.b64(32), "c": g.s(alAlnum+"-_", 64)}, "GoogleSatelliteMap", "CMB_baudrate")

	g.add("robot/mav-sik-radio-at-encryption-key", `
$ screen /dev/ttyUSB0 57600
+++
OK
ATI
SiK 2.2 on HM-TRP
ATI5
S0:FORMAT=27
S1:SERIAL_SPEED=57
S2:AIR_SPEED=64
S3:NETID=«=net»
S4:TXPOWER=20
S15:ENCRYPTION_LEVEL=1
AT&E=«a»
OK
AT&W
OK
ATZ
`, V{"=net": g.digits(3), "a": g.s(alHexU, 32)}, "SiK 2.2 on HM-TRP", "S15:ENCRYPTION_LEVEL=1")

	g.add("robot/mav-mavsdk-python-mission-with-cloud-upload", `
import asyncio
import os
import httpx
from mavsdk import System

FLEET_API = "https://api.«_d»/v2/flights"
FLEET_KEY = "«a»"

async def run():
    drone = System(mavsdk_server_address="localhost", port=50051)
    await drone.connect(system_address="udp://:14540")
    async for state in drone.core.connection_state():
        if state.is_connected:
            print("-- Connected to drone!")
            break
    async with httpx.AsyncClient(headers={"X-Api-Key": FLEET_KEY}) as c:
        await c.post(FLEET_API, json={"vehicle": "px4-sitl", "sysid": 1})

asyncio.run(run())
`, V{"_d": g.pick("aloft.ai", "airdata.com", "flightops.example.com"), "a": g.hex(40)}, "udp://:14540", "mavsdk_server_address")

	g.add("robot/mav-px4-sitl-ulog-upload-token", `
$ python3 Tools/upload_log.py --url https://logs.«_d»/upload --token «a» build/px4_sitl_default/rootfs/log/2024-06-12/07_51_22.ulg
Uploading 07_51_22.ulg (3.4 MB) to https://logs.«_d»/upload ...
Upload successful. View at: https://logs.«_d»/plot_app?log=«_log»
`, V{"_d": g.pick("px4.example-robotics.com", "flightreview.kestrel-ag.com"), "a": g.b64u(32), "_log": g.uuid()}, "build/px4_sitl_default/rootfs/log")

	g.add("robot/mav-mavlink-router-conf", `
$ cat /etc/mavlink-router/main.conf
[General]
TcpServerPort = 5760
ReportStats = false
MavlinkDialect = auto
Log = /var/log/flight-stack
LogMode = while-armed

[UartEndpoint fc]
Device = /dev/ttyS1
Baud = 921600

[UdpEndpoint gcs]
Mode = Normal
Address = «_ip»
Port = 14550
`, V{"_ip": g.rbIP()}, "LogMode = while-armed", "/dev/ttyS1")

	g.add("robot/mav-ardupilot-lua-script-http-key", `
-- scripts/fence_sync.lua  (copied to APM/scripts on the SD card)
local API_HOST = "utm.«_d»"
local API_KEY = "«a»"
local sock = Socket(0)

function update()
  if not sock:is_connected() then
    sock:connect(API_HOST, 80)
  end
  sock:send("GET /v1/fences?vehicle=" .. param:get("SYSID_THISMAV") .. " HTTP/1.1\r\nHost: " .. API_HOST .. "\r\nX-API-Key: " .. API_KEY .. "\r\n\r\n")
  return update, 10000
end
return update, 1000
`, V{"_d": g.pick("airspacelink.example", "utm.kestrel-ag.com"), "a": g.an(32)}, "SYSID_THISMAV", "fence_sync.lua")

	g.add("robot/mav-auterion-suite-token", `
$ cat ~/.config/auterion/credentials.json
{
  "suite_url": "https://suite.auterion.com",
  "organization": "«_org»",
  "api_token": "«a»",
  "refresh_token": "«b»",
  "expires_at": "2024-07-01T00:00:00Z"
}
`, V{"_org": g.uuid(), "a": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","org":"%s","scope":"flights:read vehicles:write"}`, g.uuid(), g.uuid())), "b": g.b64u(64)}, "https://suite.auterion.com")

	g.add("robot/mav-dronekit-connect-cloud-relay", `
from dronekit import connect, VehicleMode

# Cloud relay: the companion computer forwards MAVLink over TCP via relay.«_d»
vehicle = connect("tcp:relay.«_d»:5760", wait_ready=True, heartbeat_timeout=30)
relay_auth = {"user": "copter-«=n»", "password": "«a»"}
vehicle.message_factory.auth_key_send(relay_auth["password"].encode()[:32])
print("Mode: %s, armed=%s, sysid=%d" % (vehicle.mode.name, vehicle.armed, vehicle.parameters["SYSID_THISMAV"]))
`, V{"_d": g.pick("skyrelay.io", "uav-cloud.net"), "=n": g.s(alDigit, 2), "a": g.pwStrong()}, "SYSID_THISMAV", "wait_ready=True")

	g.add("robot/mav-ublox-pointperfect-mqtt", `
$ cat pointperfect/ucenter-config.json
{
  "MQTTWebSocketUri": "wss://pp.services.u-blox.com/mqtt",
  "BrokerHost": "pp.services.u-blox.com",
  "BrokerPort": 8883,
  "ClientID": "«_cid»",
  "Subscriptions": [ "/pp/ubx/0236/ip", "/pp/ip/eu", "/pp/ubx/mga" ],
  "dynamickeys": {
    "current": { "start": 2345, "duration": 4, "value": "«a»" },
    "next":    { "start": 2349, "duration": 4, "value": "«b»" }
  }
}
`, V{"_cid": g.uuid(), "a": g.hex(32), "b": g.hex(32)}, "pp.services.u-blox.com", "/pp/ubx/mga")
}

// ---- DJI SDKs and Cloud API ----

func (g *G) rbDJI() {
	g.add("robot/dji-msdk-android-manifest-api-key", `
        <uses-feature android:name="android.hardware.usb.host" android:required="false" />
        <application
            android:name=".MApplication"
            android:label="@string/app_name">
            <meta-data
                android:name="com.dji.sdk.API_KEY"
                android:value="«a»" />
            <meta-data
                android:name="com.google.android.geo.API_KEY"
                android:value="«b»" />
            <activity android:name=".ui.MainActivity" android:exported="true" />
        </application>
`, V{"a": g.hex(24), "b": g.googleKey()}, "com.dji.sdk.API_KEY", "android.hardware.usb.host")

	g.add("robot/dji-msdk-v5-gradle-properties", `
$ cat gradle.properties
org.gradle.jvmargs=-Xmx4096m
android.useAndroidX=true
AIRCRAFT_API_KEY="«a»"
GMAP_API_KEY="«b»"
MAPLIBRE_TOKEN="«c»"
`, V{"a": g.hex(24), "b": g.googleKey(), "c": g.mapboxPK()}, "android.useAndroidX=true")

	g.add("robot/dji-osdk-userconfig-txt", `
$ cat build/bin/UserConfig.txt
app_id : «_id»
app_key : «a»
device : /dev/ttyUSB0
baudrate : 921600
acm_port : /dev/ttyACM0
$ ./djiosdk-flightcontrol-sample UserConfig.txt
STATUS/1 @ init, L44: Read User Config
STATUS/1 @ getDroneVersion, L1368: Device Serial No. = «_sn»
`, V{"_id": g.digits(7), "a": g.hex(64), "_sn": g.rbDJISerial()}, "acm_port : /dev/ttyACM0")

	g.add("robot/dji-psdk-dji-sdk-app-info-h", `
/* samples/sample_c/platform/linux/manifold2/application/dji_sdk_app_info.h */
#define USER_APP_NAME               "payload-thermal-v2"
#define USER_APP_ID                 "«_id»"
#define USER_APP_KEY                "«a»"
#define USER_APP_LICENSE            "«b»"
#define USER_DEVELOPER_ACCOUNT      "«_acct»"
#define USER_BAUD_RATE              "460800"
`, V{"_id": g.digits(6), "a": g.hex(32), "b": g.b64(280), "_acct": "dev@" + g.pick("thermal-eye.com", "kestrel-ag.com")}, "payload-thermal-v2", "USER_BAUD_RATE")

	g.add("robot/dji-cloud-api-application-yml", `
# cloud-api-sample/src/main/resources/application.yml
spring:
  datasource:
    druid:
      url: jdbc:mysql://localhost:3306/cloud_sample?useSSL=false&allowPublicKeyRetrieval=true
      username: root
      password: «a»
  redis:
    host: localhost
    port: 6379
    password: «b»
jwt:
  issuer: DJI
  subject: CloudApiSample
  secret: «c»
  age: 86400
mqtt:
  BASIC:
    protocol: MQTT
    host: «_ip»
    port: 1883
    username: JavaServer
    password: «d»
    client-id: «_cid»
oss:
  enable: true
  provider: minio
  endpoint: http://«_ip»:9000
  access-key: minioadmin
  secret-key: «e»
  bucket: cloud-bucket
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.an(32), "_ip": g.rbIP(), "d": g.pwStrong(), "_cid": g.uuid(), "e": g.an(32)}, "CloudApiSample", "cloud-bucket")

	g.rbAdd("robot/dji-pilot2-jsbridge-license", `
// web/src/api/pilot-bridge.ts
export const CURRENT_CONFIG = {
  appId: '«_id»',
  appKey: '«a»',
  appLicense: '«b»',
  baseURL: 'http://«_ip»:6789/',
  websocketURL: 'ws://«_ip»:6789/api/v1/ws',
}

export function verifyLicense(): boolean {
  return window.djiBridge.platformVerifyLicense(CURRENT_CONFIG.appId, CURRENT_CONFIG.appKey, CURRENT_CONFIG.appLicense) &&
    window.djiBridge.platformIsVerified()
}
`, V{"_id": g.digits(6), "a": g.hex(32), "b": g.b64(300), "_ip": g.rbIP()}, "window.djiBridge.platformVerifyLicense")

	g.add("robot/dji-flighthub2-openapi-curl", `
$ curl -s "https://es-flight-api-us.djigate.com/openapi/v0.1/project" \
    -H "X-User-Token: «a»" \
    -H "X-Request-Id: «_req»" \
    -H "X-Language: en"
{"code":0,"message":"OK","data":{"list":[{"uuid":"«_p»","name":"Substation survey Q3","org_uuid":"«_o»","device_sn":["«_sn»"]}]}}
`, V{"a": g.jwt("HS512", fmt.Sprintf(`{"account":"fh2-%s","exp":%d,"nbf":%d,"organization_uuid":"%s"}`, g.s(alLowNum, 6), 1750000000+g.r.IntN(9999999), 1718000000, g.uuid())), "_req": g.uuid(), "_p": g.uuid(), "_o": g.uuid(), "_sn": g.rbDJISerial()}, "Substation survey Q3", "es-flight-api-us.djigate.com")

	g.add("robot/dji-dock-mqtt-emqx-acl-log", `
2024-06-12T06:01:44.201+00:00 [info] clientid: «_sn», username: dock-«=n», peername: 10.44.0.12:51822, msg: client_connected
2024-06-12T06:01:44.203+00:00 [info] topic: thing/product/«_sn»/osd, qos: 0, msg: subscribed
2024-06-12T06:01:45.910+00:00 [warning] clientid: «_sn», msg: authentication_failed, reason: bad_username_or_password, password: «a»
`, V{"_sn": g.rbDJISerial(), "=n": g.s(alDigit, 2), "a": g.pwURL()}, "bad_username_or_password")
}

// ---- drone cloud services ----

func (g *G) rbDroneCloud() {
	g.add("robot/skydio-cloud-api-python", `
import requests

SKYDIO_API = "https://api.skydio.com/api/v0"
TOKEN = "«a»"

resp = requests.get(f"{SKYDIO_API}/flights", headers={"Authorization": TOKEN, "Accept": "application/json"},
                    params={"vehicle_serial": "«_sn»", "per_page": 25})
for f in resp.json()["data"]["flights"]:
    print(f["flight_id"], f["takeoff"], f["landing"])
`, V{"a": g.hex(8) + "." + g.hex(56), "_sn": "sky" + g.s(alUpNum, 8)}, "https://api.skydio.com/api/v0")

	g.add("robot/skydio-webhook-signature-verify", `
# webhooks/skydio.py
import hmac, hashlib
from flask import Flask, request, abort

app = Flask(__name__)
WEBHOOK_SECRET = b"«a»"

@app.post("/hooks/skydio")
def skydio_hook():
    sig = request.headers.get("X-Skydio-Signature", "")
    digest = hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, digest):
        abort(401)
    return "", 204
`, V{"a": g.b64u(32)}, "X-Skydio-Signature", "/hooks/skydio")

	g.add("robot/dronedeploy-graphql-curl", `
$ curl -s https://www.dronedeploy.com/graphql \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"query":"{ viewer { username organization { id } } }"}'
{"data":{"viewer":{"username":"«_u»","organization":{"id":"Organization:«_o»"}}}}
`, V{"a": g.hex(32), "_u": "survey-ops", "_o": g.hex(24)}, "https://www.dronedeploy.com/graphql")

	g.add("robot/airdata-api-basic-auth-node", `
// scripts/sync-airdata.js
const AIRDATA_KEY = "«a»";
const auth = Buffer.from(AIRDATA_KEY + ":").toString("base64");
const res = await fetch("https://api.airdata.com/flights?detail_level=basic&limit=50", {
  headers: { Authorization: "Basic " + auth },
});
const flights = await res.json();
console.log(flights.total, "flights; latest drone", flights.data[0]?.drone?.serial);
`, V{"a": g.hex(32)}, "https://api.airdata.com/flights")

	g.add("robot/pix4d-cloud-oauth-client", `
$ cat .env
PIX4D_CLIENT_ID=«_cid»
PIX4D_CLIENT_SECRET=«a»
PIX4D_API=https://cloud.pix4d.com
$ curl -s -X POST https://cloud.pix4d.com/oauth2/token/ \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a»
{"access_token": "«b»", "expires_in": 172800, "token_type": "Bearer", "scope": "read write"}
`, V{"_cid": g.an(40), "a": g.an(128), "b": g.an(30)}, "https://cloud.pix4d.com")

	g.add("robot/remote-id-opendroneid-benign", `
$ python3 odid_decode.py capture.pcapng | head
[BasicID]    UAType: Helicopter (or Multirotor)  IDType: Serial Number (ANSI/CTA-2063-A)  UASID: «_sn»
[Location]   Status: Airborne  Lat: 47.37720  Lon: 8.54170  AltGeo: 482.5 m  Height: 41.0 m (above takeoff)
[System]     OperatorLat: 47.37690 OperatorLon: 8.54100  AreaCount: 1
[OperatorID] Type: Operator ID  ID: «_op»
[SelfID]     Desc: "Bridge inspection"
`, V{"_sn": g.rbDJISerial(), "_op": "CHE" + g.s(alLowNum, 12) + "-" + g.s(alLowNum, 3)}, "ANSI/CTA-2063-A", "Bridge inspection")

	g.add("robot/aloft-airspace-api-key-env", `
$ cat /srv/preflight/.env
ALOFT_API_KEY=«a»
ALOFT_API_URL=https://api.aloft.ai/v1
OPENSKY_USER=preflight-bot
OPENSKY_PASSWORD=«b»
WEATHER_PROVIDER=tomorrow
TOMORROW_IO_KEY=«c»
`, V{"a": g.an(40), "b": g.pw(), "c": g.an(32)}, "https://api.aloft.ai/v1", "OPENSKY_USER=preflight-bot")
}

// ---- connected vehicles ----

func (g *G) rbVehicle() {
	g.add("robot/veh-smartcar-node-env", `
$ cat .env.local
SMARTCAR_CLIENT_ID=«_cid»
SMARTCAR_CLIENT_SECRET=«a»
SMARTCAR_REDIRECT_URI=http://localhost:8000/exchange
SMARTCAR_MODE=live
SMARTCAR_MANAGEMENT_TOKEN=«b»
`, V{"_cid": g.uuid(), "a": g.uuid(), "b": g.uuid()}, "SMARTCAR_REDIRECT_URI=http://localhost:8000/exchange")

	g.add("robot/veh-smartcar-exchange-response-log", `
[2024-06-12T10:14:02.114Z] GET /exchange?code=«_code» 302
[2024-06-12T10:14:02.481Z] smartcar.exchangeCode ok: {"accessToken":"«a»","refreshToken":"«b»","expiration":"2024-06-12T12:14:02.477Z","refreshExpiration":"2024-08-11T10:14:02.477Z"}
[2024-06-12T10:14:03.020Z] vehicles: ["«_v»"] vin=«_vin» make=TESLA model=Model 3 year=2022
`, V{"_code": g.uuid(), "a": g.uuid(), "b": g.uuid(), "_v": g.uuid(), "_vin": g.rbVIN()}, "smartcar.exchangeCode")

	g.add("robot/veh-smartcar-webhook-verify-python", `
import smartcar
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()
AMT = "«a»"

@app.post("/webhooks/smartcar")
async def hook(req: Request):
    body = await req.body()
    if not smartcar.verify_payload(AMT, req.headers["SC-Signature"], body.decode()):
        raise HTTPException(401)
    payload = await req.json()
    if payload["eventName"] == "verify":
        return {"challenge": smartcar.hash_challenge(AMT, payload["payload"]["challenge"])}
`, V{"a": g.uuid()}, "SC-Signature", "smartcar.hash_challenge")

	g.add("robot/veh-tesla-fleet-partner-token-curl", `
$ curl --request POST \
  --header 'Content-Type: application/x-www-form-urlencoded' \
  --data-urlencode 'grant_type=client_credentials' \
  --data-urlencode 'client_id=«_cid»' \
  --data-urlencode 'client_secret=«a»' \
  --data-urlencode 'scope=openid vehicle_device_data vehicle_cmds vehicle_charging_cmds' \
  --data-urlencode 'audience=https://fleet-api.prd.na.vn.cloud.tesla.com' \
  'https://fleet-auth.prd.vn.cloud.tesla.com/oauth2/v3/token'
{"access_token":"«b»","expires_in":28800,"token_type":"Bearer"}
`, V{"_cid": g.uuid(), "a": "ta-secret." + g.an(16), "b": g.rbTeslaAccess()}, "https://fleet-api.prd.na.vn.cloud.tesla.com", "vehicle_charging_cmds")

	g.add("robot/veh-tesla-refresh-token-json", `
$ cat ~/.config/tesla-fleet/tokens.json
{
  "access_token": "«a»",
  "refresh_token": "«b»",
  "id_token": "«c»",
  "expires_in": 28800,
  "state": "«_st»",
  "token_type": "Bearer"
}
`, V{"a": g.rbTeslaAccess(), "b": g.rbTeslaRefresh(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.tesla.com/oauth2/v3","aud":"%s","sub":"%s","email":"owner@example.com"}`, g.uuid(), g.uuid())), "_st": g.hex(16)}, "~/.config/tesla-fleet/tokens.json")

	pk := g.ecSEC1()
	g.add("robot/veh-tesla-control-private-key", `
$ tesla-keygen -key-file ./fleet-key.pem create > public-key.pem
$ cat fleet-key.pem
«a»
$ export TESLA_KEY_FILE=./fleet-key.pem TESLA_VIN=«_vin»
$ tesla-control -ble -domain vcsec wake
$ tesla-control -ble charge-port-open
`, V{"a": pk.block(), "_vin": g.rbVIN()}, "tesla-control -ble charge-port-open", "-domain vcsec")

	g.add("robot/veh-tesla-public-key-wellknown-benign", `
$ curl -s https://fleet.«_d»/.well-known/appspecific/com.tesla.3p.public-key.pem
-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«_k»
-----END PUBLIC KEY-----
$ curl -s -H "Authorization: Bearer $PARTNER_TOKEN" -X POST https://fleet-api.prd.na.vn.cloud.tesla.com/api/1/partner_accounts -d '{"domain":"fleet.«_d»"}'
{"response":{"client_id":"«_cid»","domain":"fleet.«_d»","public_key":"04«_hex»"}}
`, V{"_d": g.pick("evcharge-app.com", "fleetwise.io"), "_k": g.b64(64)[:88], "_cid": g.uuid(), "_hex": g.hex(128)}, "Bearer $PARTNER_TOKEN", "com.tesla.3p.public-key.pem")

	g.add("robot/veh-teslamate-docker-compose", `
services:
  teslamate:
    image: teslamate/teslamate:latest
    restart: always
    environment:
      - ENCRYPTION_KEY=«a»
      - DATABASE_USER=teslamate
      - DATABASE_PASS=«b»
      - DATABASE_NAME=teslamate
      - DATABASE_HOST=database
      - MQTT_HOST=mosquitto
      - MQTT_USERNAME=teslamate
      - MQTT_PASSWORD=«c»
    ports:
      - 4000:4000
  grafana:
    image: teslamate/grafana:latest
    environment:
      - DATABASE_PASS=«b»
      - GF_SECURITY_ADMIN_PASSWORD=«d»
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.pwURL(), "d": g.pw()}, "teslamate/teslamate:latest", "DATABASE_HOST=database")

	g.add("robot/veh-tesla-owner-api-python-teslapy", `
import teslapy

with teslapy.Tesla("«_e»", cache_file="cache.json") as tesla:
    if not tesla.authorized:
        tesla.refresh_token(refresh_token="«a»")
    vehicles = tesla.vehicle_list()
    v = vehicles[0]
    print(v["display_name"], v["vin"], v.get_vehicle_data()["charge_state"]["battery_level"])
`, V{"_e": "owner@" + g.pick("gmail.com", "fastmail.com"), "a": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + g.b64u(180) + "." + g.b64u(342)}, "tesla.vehicle_list()")

	g.add("robot/veh-enode-client-credentials-curl", `
$ curl -s -X POST https://oauth.sandbox.enode.io/oauth2/token \
    -u «_cid»:«a» \
    -d grant_type=client_credentials
{"access_token":"«b»","expires_in":3599,"scope":"","token_type":"bearer"}
$ curl -s https://enode-api.sandbox.enode.io/users/«_u»/vehicles -H "Authorization: Bearer «b»" | jq '.data[0] | {id, vendor, information}'
{
  "id": "«_vid»",
  "vendor": "VOLKSWAGEN",
  "information": { "vin": "«_vin»", "brand": "Volkswagen", "model": "ID.4", "year": 2023 }
}
`, V{"_cid": g.uuid(), "a": g.hex(40), "b": g.b64u(43) + "." + g.b64u(43), "_u": "user-" + g.s(alDigit, 5), "_vid": g.uuid(), "_vin": "WVGZZZE2" + g.s(alVIN, 1) + "P" + g.s(alDigit, 7)}, "https://oauth.sandbox.enode.io/oauth2/token", "VOLKSWAGEN")

	g.add("robot/veh-enode-webhook-secret-env", `
ENODE_CLIENT_ID=«_cid»
ENODE_CLIENT_SECRET=«a»
ENODE_WEBHOOK_SECRET=«b»
ENODE_ENV=production
SMART_CHARGING_WINDOW=22:00-06:00
`, V{"_cid": g.uuid(), "a": g.hex(40), "b": g.hex(64)}, "SMART_CHARGING_WINDOW=22:00-06:00")

	g.add("robot/veh-high-mobility-config", `
// src/hmConfig.ts
export const hmConfig = {
  appUri: "«_app»",
  clientCertificate: "«_cert»",
  clientPrivateKey: "«a»",
  oauth: {
    clientId: "«_cid»",
    clientSecret: "«b»",
    tokenUrl: "https://sandbox.api.high-mobility.com/v1/access_tokens",
  },
};
`, V{"_app": g.s(alHexU, 24), "_cert": g.b64(178), "a": g.b64(32), "_cid": g.uuid(), "b": g.s(alAlnum+"-_", 40)}, "https://sandbox.api.high-mobility.com/v1/access_tokens")

	g.add("robot/veh-geotab-mygeotab-python", `
import mygeotab

api = mygeotab.API(username="«_u»", password="«a»", database="«_db»", server="my.geotab.com")
api.authenticate()
devices = api.get("Device", resultsLimit=10)
for d in devices:
    print(d["name"], d.get("vehicleIdentificationNumber"), d["serialNumber"])
`, V{"_u": "integrations@" + g.pick("fleetco.com", "haulage-uk.co.uk"), "a": g.pw(), "_db": g.pick("fleetco", "haulage_uk")}, "my.geotab.com", "vehicleIdentificationNumber")

	g.add("robot/veh-geotab-credentials-session-json", `
$ cat ~/.mygeotab/credentials.json
{"credentials": {"database": "«_db»", "sessionId": "«a»", "userName": "«_u»"}, "path": "my1291.geotab.com"}
`, V{"_db": g.pick("fleetco", "bluefreight"), "a": g.an(22), "_u": "api-user@fleetco.com"}, "my1291.geotab.com")

	g.add("robot/veh-samsara-api-curl", `
$ curl -s "https://api.samsara.com/fleet/vehicles/stats?types=gps,engineStates" \
    -H "Authorization: Bearer «a»" | jq '.data[0]'
{
  "id": "«_id»",
  "name": "Truck 114",
  "externalIds": { "samsara.vin": "«_vin»", "samsara.serial": "«_ser»" },
  "engineState": { "time": "2024-06-12T09:41:07Z", "value": "On" },
  "gps": { "latitude": 33.4484, "longitude": -112.074, "speedMilesPerHour": 54.2 }
}
`, V{"a": "samsara_api_" + g.an(30), "_id": g.digits(15), "_vin": g.rbVIN(), "_ser": "G" + g.s(alUpNum, 9)}, "Truck 114", "samsara.serial")

	g.add("robot/veh-motive-and-verizon-connect-env", `
# fleet-sync/config/prod.env
MOTIVE_API_KEY=«a»
MOTIVE_BASE_URL=https://api.gomotive.com/v1
VZC_REVEAL_ACCOUNT=REST_«_acct»
VZC_REVEAL_USER=REST_fleetsync_«=n»@«_acct».com
VZC_REVEAL_PASSWORD=«b»
`, V{"a": g.uuid(), "_acct": g.pick("haulers", "bluefreight"), "=n": g.s(alDigit, 4), "b": g.pwStrong()}, "https://api.gomotive.com/v1")

	g.add("robot/veh-dimo-developer-license", `
$ cat .env
DIMO_CLIENT_ID=«_cid»
DIMO_DOMAIN=https://ev-dashboard.«_d»
DIMO_API_KEY=«a»
DIMO_ENV=Production
$ npm run dimo:token
> getDeveloperJwt ok (expires in 3600s)
> vehicle 18224 privileges: [1,2,3,4]
`, V{"_cid": g.ethAddr(), "_d": g.pick("example.app", "wattwise.io"), "a": g.hex(64)}, "getDeveloperJwt", "DIMO_ENV=Production")
}

// ---- CAN, UDS and OBD ----

func (g *G) rbCAN() {
	g.add("robot/can-secoc-keys-python", `
# tools/secoc_sim.py  — bench simulation of the body ECU with SecOC (AUTOSAR, CMAC-AES128)
from Crypto.Hash import CMAC
from Crypto.Cipher import AES
import can

SECOC_KEYS = {
    0x1A0: bytes.fromhex("«a»"),   # BCM door status
    0x2F4: bytes.fromhex("«b»"),   # gateway freshness sync
}
FRESHNESS_TRUNC_BITS = 8
MAC_TRUNC_BITS = 24

bus = can.Bus(interface="socketcan", channel="vcan0", bitrate=500000)
`, V{"a": g.hex(32), "b": g.hex(32)}, "MAC_TRUNC_BITS = 24", `channel="vcan0"`)

	g.add("robot/can-uds-seed-key-secret", `
// ecu_unlock.c — UDS 0x27 security access, level 0x11 (programming)
#include <stdint.h>

static const uint8_t SA_SECRET_L11[16] = { «a» };

uint32_t compute_key(uint32_t seed) {
    uint32_t k = seed;
    for (int i = 0; i < 16; i++) {
        k = (k << 3 | k >> 29) ^ SA_SECRET_L11[i];
    }
    return k;
}
`, V{"a": "0x" + strings.Join([]string{g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2)}, ", 0x")}, "SA_SECRET_L11", "level 0x11 (programming)")

	g.add("robot/can-candump-benign", `
$ candump -tz can0 | head -6
 (000.000000)  can0  0CF00400   [8]  F0 7D 7D 00 00 00 F0 7D
 (000.010112)  can0  18FEF100   [8]  F7 00 00 C0 00 00 00 00
 (000.019884)  can0  1A0   [8]  01 00 00 00 «_m1»
 (000.020011)  can0  7E8   [8]  10 14 49 02 01 «_v1»
 (000.029977)  can0  7E8   [8]  21 «_v2»
 (000.040102)  can0  0CF00300   [8]  D1 00 14 FF FF 0F 72 7D
`, V{"_m1": strings.ToUpper(g.hex(2) + " " + g.hex(2) + " " + g.hex(2) + " " + g.hex(2)), "_v1": "35 59 4A", "_v2": "33 45 31 45 41 37 4B"}, "0CF00400")

	g.add("robot/can-python-obd-benign-vin", `
$ python3 -c "import obd; c=obd.OBD('/dev/rfcomm0'); print(c.query(obd.commands.VIN).value); print(c.query(obd.commands.RPM).value); print(c.query(obd.commands.GET_DTC).value)"
[obd.obd] ======================= python-OBD (v0.7.2) =======================
[obd.obd] Explicit port defined
[obd.elm327] Initializing ELM327: PORT=/dev/rfcomm0 BAUD=auto PROTOCOL=auto
[obd.obd] Connected Successfully: PORT=/dev/rfcomm0 BAUD=38400 PROTOCOL=6
bytearray(b'«_vin»')
812.0 revolutions_per_minute
[('P0420', 'Catalyst System Efficiency Below Threshold (Bank 1)')]
`, V{"_vin": g.rbVIN()}, "python-OBD (v0.7.2)", "Catalyst System Efficiency Below Threshold")

	g.add("robot/can-cloud-logger-config-json", `
$ cat /media/sd/config-01.04.json
{
  "general": { "device": { "meta_data": "truck-114" }, "security": { "kpub": "«_pub»" } },
  "connect": {
    "cellular": { "apn": "iot.1nce.net", "pin": "", "keyformat": 0 },
    "s3": {
      "server": { "endpoint": "https://s3.eu-central-1.amazonaws.com", "port": 443, "bucket": "canedge-fleet-logs", "region": "eu-central-1" },
      "keyid": "«a»",
      "keyformat": 0,
      "secret": "«b»"
    }
  },
  "can_1": { "phy": { "bit_rate_std": 500000 } }
}
`, V{"_pub": g.b64(64), "a": g.awsID(), "b": g.awsSecret()}, "canedge-fleet-logs", "iot.1nce.net")

	g.add("robot/can-savvycan-dbc-benign", `
$ cat body.dbc | sed -n '20,30p'
BO_ 416 BCM_DoorStatus: 8 BCM
 SG_ DoorFL_Open : 0|1@1+ (1,0) [0|1] "" GW
 SG_ DoorFR_Open : 1|1@1+ (1,0) [0|1] "" GW
 SG_ SecOC_Freshness : 32|8@1+ (1,0) [0|255] "" GW
 SG_ SecOC_MAC : 40|24@1+ (1,0) [0|16777215] "" GW

BO_ 2021 OBD_Response: 8 ECM
 SG_ ISO_TP_Frame : 0|64@1+ (1,0) [0|0] "" Tester
`, nil, "BCM_DoorStatus", "SecOC_MAC", "OBD_Response")

	g.add("robot/can-obd-dongle-wifi-config", `
$ curl -s http://«_ip»/api/config | python3 -m json.tool
{
    "device": "wican-«_mac»",
    "firmware": "v3.10",
    "wifi_mode": "Station",
    "sta_ssid": "«_ssid»",
    "sta_pass": "«a»",
    "mqtt_en": "enable",
    "mqtt_url": "mqtt://«_ip2»",
    "mqtt_user": "wican",
    "mqtt_pass": "«b»",
    "protocol": "auto_pid"
}
`, V{"_ip": g.rbIP(), "_mac": g.hex(12), "_ssid": g.pick("Garage-IoT", "HomeNet-5G"), "a": g.pw(), "_ip2": g.rbIP(), "b": g.pwURL()}, "auto_pid")
}

// ---- OTA and signing ----

func (g *G) rbOTA() {
	g.add("robot/ota-mender-conf-tenant-token", `
$ sudo cat /etc/mender/mender.conf
{
  "ServerURL": "https://hosted.mender.io",
  "TenantToken": "«a»",
  "InventoryPollIntervalSeconds": 28800,
  "UpdatePollIntervalSeconds": 1800,
  "RetryPollIntervalSeconds": 300
}
`, V{"a": g.rbMenderTenant()}, "https://hosted.mender.io", "InventoryPollIntervalSeconds")

	g.add("robot/ota-mender-cli-login-and-upload", `
$ mender-cli login --server https://eu.hosted.mender.io --username «_u» --password «a»
login successful
$ mender-cli artifacts upload --server https://eu.hosted.mender.io amr-rootfs-2.3.1.mender
Processing uploaded file. This may take around one minute.
upload successful
$ cat ~/.cache/mender/authtoken
«b»
`, V{"_u": "release@" + g.pick("orchardbot.io", "kestrel-ag.com"), "a": g.pwStrong(), "b": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"%s","mender.tenant":"%s","mender.user":true,"iss":"Mender Users","scp":"mender.*"}`, g.uuid(), g.uuid(), g.hex(24)))}, "amr-rootfs-2.3.1.mender")

	mk := g.ecSEC1()
	g.add("robot/ota-mender-artifact-sign-key", `
$ mender-artifact write rootfs-image -t raspberrypi4 -n amr-rootfs-2.3.1 -f core-image.ext4 -o amr-rootfs-2.3.1.mender -k signing-key.pem
Writing Artifact...
Version             	✓
Manifest            	✓
Manifest signature  	✓
Payload             	✓
$ cat signing-key.pem
«a»
`, V{"a": mk.block()}, "amr-rootfs-2.3.1", "Manifest signature")

	g.add("robot/ota-mender-artifact-read-benign", `
$ mender-artifact read amr-rootfs-2.3.1.mender
Mender Artifact:
  Name: amr-rootfs-2.3.1
  Format: mender
  Version: 3
  Signature: signed and verified correctly
  Compatible devices: [raspberrypi4]
  Provides group:
  State scripts:

Updates:
    0:
    Type:   rootfs-image
    Provides:
	rootfs-image.checksum: «_sha»
	rootfs-image.version: amr-rootfs-2.3.1
    Files:
      name:     core-image.ext4
      size:     1073741824
      modified: 2024-06-11 16:02:44 +0000 UTC
      checksum: «_sha»
`, V{"_sha": g.rbSha()}, "signed and verified correctly")

	g.add("robot/ota-hawkbit-ddi-target-token", `
$ curl -s -H "Authorization: TargetToken «a»" \
    https://hawkbit.«_d»/DEFAULT/controller/v1/amr-«=n»
{"config":{"polling":{"sleep":"00:05:00"}},"_links":{"deploymentBase":{"href":"https://hawkbit.«_d»/DEFAULT/controller/v1/amr-«=n»/deploymentBase/«=dep»?c=-«_c»"}}}
`, V{"a": g.an(32), "_d": g.pick("ota.kestrel-ag.com", "updates.orchardbot.io"), "=n": g.s(alDigit, 3), "=dep": g.digits(4), "_c": g.digits(9)}, "DEFAULT/controller/v1")

	g.add("robot/ota-hawkbit-application-properties", `
# hawkbit-update-server/application-prod.properties
spring.datasource.url=jdbc:mariadb://db:3306/hawkbit
spring.datasource.username=hawkbit
spring.datasource.password=«a»
spring.security.user.name=admin
spring.security.user.password={noop}«b»
hawkbit.server.ddi.security.authentication.gatewaytoken.enabled=true
hawkbit.server.ddi.security.authentication.gatewaytoken.key=«c»
hawkbit.server.ddi.security.authentication.targettoken.enabled=true
spring.rabbitmq.password=«d»
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.hex(32), "d": g.pwURL()}, "gatewaytoken.enabled=true", "jdbc:mariadb://db:3306/hawkbit")

	g.add("robot/ota-swupdate-aes-key-and-sign", `
$ openssl rand -hex 32   # key
$ openssl rand -hex 16   # iv
$ cat /etc/swupdate/aes.key
«a» «=iv»
$ openssl dgst -sha256 -sign swupdate-priv.pem -passin pass:«c» sw-description > sw-description.sig
$ swupdate -k /etc/swupdate/public.pem -K /etc/swupdate/aes.key -i update.swu -v
[INFO ] : SWUPDATE running :  [extract_sw_description] : Found file: filename sw-description.sig
[INFO ] : SWUPDATE running :  [swupdate_verify_file] : Verified OK
`, V{"a": g.hex(64), "=iv": g.hex(32), "c": g.pwURL()}, "/etc/swupdate/public.pem", "Verified OK")

	rk := g.pkcs8RSAPEM()
	g.add("robot/ota-rauc-bundle-signing-key", `
$ rauc bundle --cert=rauc/dev.cert.pem --key=rauc/dev.key.pem --keyring=rauc/ca.cert.pem rootfs/ amr-2.3.1.raucb
$ cat rauc/dev.key.pem
«a»
$ rauc info --keyring=rauc/ca.cert.pem amr-2.3.1.raucb | head -4
Compatible: 	'kestrel-amr'
Version:    	'2.3.1'
Description:	'(null)'
Build:      	'«_b»'
`, V{"a": rk.block(), "_b": "2024061116" + g.s(alDigit, 4)}, "Compatible: 	'kestrel-amr'")

	g.add("robot/ota-rauc-pkcs11-pin-env", `
# meta-kestrel/conf/local.conf (CI)
RAUC_KEY_FILE = "pkcs11:token=rauc;object=autobuilder-1"
RAUC_CERT_FILE = "${TOPDIR}/../keys/autobuilder-1.cert.pem"
RAUC_KEYRING_FILE = "${TOPDIR}/../keys/ca.cert.pem"
export RAUC_PKCS11_MODULE = "/usr/lib/softhsm/libsofthsm2.so"
export RAUC_PKCS11_PIN = "«a»"
`, V{"a": g.digits(8)}, "pkcs11:token=rauc;object=autobuilder-1")

	g.add("robot/ota-aktualizr-credentials-zip", `
$ unzip -l credentials.zip
Archive:  credentials.zip
  Length      Date    Time    Name
---------  ---------- -----   ----
     3544  2024-05-02 11:20   autoprov_credentials.p12
       55  2024-05-02 11:20   autoprov.url
      412  2024-05-02 11:20   treehub.json
      129  2024-05-02 11:20   tufrepo.url
$ unzip -p credentials.zip treehub.json
{"oauth2":{"server":"https://auth-plus.«_d»","client_id":"«_cid»","client_secret":"«a»"},"ostree":{"server":"https://treehub.«_d»/api/v3"}}
`, V{"_d": g.pick("ota.here.com", "torizon.io"), "_cid": g.uuid(), "a": g.an(10)}, "autoprov_credentials.p12")

	g.add("robot/ota-uptane-root-json-benign", `
$ jq '.signed.keys | to_entries[0]' repo/metadata/root.json
{
  "key": "«_kid»",
  "value": {
    "keytype": "ed25519",
    "keyval": { "public": "«_pub»" },
    "scheme": "ed25519"
  }
}
$ jq '.signatures[0]' repo/metadata/root.json
{ "keyid": "«_kid»", "sig": "«_sig»" }
`, V{"_kid": g.rbSha(), "_pub": g.hex(64), "_sig": g.hex(128)}, "\"keytype\": \"ed25519\"")

	g.add("robot/ota-uptane-private-key-json", `
$ cat repo/keys/targets.sec
{"keytype":"ed25519","keyval":{"public":"«_pub»","private":"«a»"},"scheme":"ed25519","keyid_hash_algorithms":["sha256","sha512"]}
`, V{"_pub": g.hex(64), "a": g.hex(64)}, "keyid_hash_algorithms")

	g.add("robot/ota-fioctl-config", `
$ cat ~/.config/fioctl.yaml
factory: «_f»
clientcredentials:
  client_id: «_cid»
  client_secret: «a»
  access_token: «b»
  refresh_token: «c»
  token_type: bearer
  expires_in: 3599
$ fioctl targets list | head -3
VERSION  TAGS    APPS                                   HARDWARE IDs
-------  ----    ----                                   ------------
214      main    amr-stack,fleet-agent,foxglove-agent   raspberrypi4-64
`, V{"_f": g.pick("kestrel-amr", "orchardbot"), "_cid": g.an(24), "a": g.an(40), "b": g.an(40), "c": g.an(40)}, "raspberrypi4-64")

	g.add("robot/ota-torizon-ota-provisioning", `
$ sudo ./provision-device.sh -u https://app.torizon.io/api/accounts/devices -t «a» -n amr-«=n»
==> Downloading credentials...
==> Device ID: «_dev»
==> Registering device with Torizon Cloud ... done
==> aktualizr-torizon restarted; device will appear in the web UI shortly.
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"namespace":"%s","exp":%d}`, g.uuid(), 1720000000+g.r.IntN(999999))), "=n": g.s(alDigit, 3), "_dev": g.uuid()}, "aktualizr-torizon")

	g.add("robot/ota-memfault-cli-upload-symbols", `
$ memfault --org-token «a» --org kestrel --project amr-mcu upload-mcu-symbols build/zephyr/zephyr.elf
Uploading build/zephyr/zephyr.elf (GNU Build ID «_bid»)...
Upload complete.
$ memfault --org-token «a» --org kestrel --project amr-mcu upload-ota-payload --hardware-version evt2 --software-type main --software-version 2.3.1 build/zephyr/app_update.bin
`, V{"a": "oat_" + g.an(40), "_bid": g.hex(40)}, "upload-mcu-symbols", "build/zephyr/zephyr.elf")

	g.add("robot/ota-yocto-signing-local-conf", `
# build/conf/local.conf
MACHINE ?= "jetson-orin-nano-devkit"
DISTRO ?= "kestrel"
UBOOT_SIGN_ENABLE = "1"
UBOOT_SIGN_KEYDIR = "${TOPDIR}/keys"
UBOOT_SIGN_KEYNAME = "dev"
TEGRA_SIGNING_ARGS = "-u ${TOPDIR}/keys/rsa_priv.pem -v ${TOPDIR}/keys/sbk.key"
SWUPDATE_PASSWORD_FILE = "${TOPDIR}/keys/swupdate.pass"
GPG_PASSPHRASE = "«a»"
INHERIT += "sign_rpm"
`, V{"a": g.pw()}, "jetson-orin-nano-devkit", "UBOOT_SIGN_KEYNAME")
}

// ---- balena and Particle ----

func (g *G) rbBalenaParticle() {
	g.add("robot/balena-login-token-and-whoami", `
$ balena login --token «a»
Successfully logged in as: g_«_u»
$ balena whoami
== ACCOUNT INFORMATION
USERNAME: g_«_u»
EMAIL:    «_u»@kestrel-ag.com
URL:      balena-cloud.com
`, V{"a": g.an(32), "_u": g.pick("dana_k", "priya_s", "tomas_r")}, "balena-cloud.com")

	g.add("robot/balena-config-json-device-api-key", `
$ sudo cat /mnt/boot/config.json | jq .
{
  "applicationId": «_app»,
  "deviceType": "jetson-orin-nano-devkit-nvme",
  "userId": «_uid»,
  "appUpdatePollInterval": 900000,
  "listenPort": 48484,
  "vpnPort": 443,
  "apiEndpoint": "https://api.balena-cloud.com",
  "vpnEndpoint": "cloudlink.balena-cloud.com",
  "registryEndpoint": "registry2.balena-cloud.com",
  "deltaEndpoint": "https://delta.balena-cloud.com",
  "uuid": "«_uuid»",
  "deviceApiKey": "«a»",
  "deviceApiKeys": { "api.balena-cloud.com": "«a»" },
  "persistentLogging": false,
  "os": { "sshKeys": [ "«_ssh» dana@laptop" ] }
}
`, V{"_app": g.digits(7), "_uid": g.digits(6), "_uuid": g.hex(32), "a": g.an(32), "_ssh": g.sshRSAPub()}, "cloudlink.balena-cloud.com", "jetson-orin-nano-devkit-nvme")

	g.add("robot/balena-env-list-service-vars", `
$ balena env list --fleet kestrel/amr-fleet --service
ID      NAME                VALUE                                         FLEET              SERVICE
«_i1» FOXGLOVE_DEVICE_TOKEN «a»                fleet-wide         foxglove-agent
«_i2» ROS_DOMAIN_ID       17                                            fleet-wide         ros-core
«_i3» MQTT_PASSWORD       «b»                          fleet-wide         telemetry
«_i4» LOG_LEVEL           info                                          fleet-wide         telemetry
`, V{"_i1": g.digits(7), "a": g.rbFoxDev(), "_i2": g.digits(7), "_i3": g.digits(7), "b": g.pwURL(), "_i4": g.digits(7)}, "kestrel/amr-fleet", "ROS_DOMAIN_ID")

	g.add("robot/balena-env-add-cli", `
$ balena env add TAILSCALE_AUTHKEY «a» --fleet kestrel/amr-fleet --service tailscale
$ balena env add NGC_API_KEY «b» --device «_uuid»
$ balena push kestrel/amr-fleet
[Info]     Starting build for amr-fleet, user g_dana_k
[Info]     Dashboard link: https://dashboard.balena-cloud.com/apps/«_app»/devices
[Success]  Release: «_rel» (id: «_rid»)
`, V{"a": g.tailscale(), "b": g.rbNvapi(), "_uuid": g.hex(7), "_app": g.digits(7), "_rel": g.hex(32), "_rid": g.digits(7)}, "kestrel/amr-fleet", "[Success]  Release:")

	g.add("robot/balena-docker-compose-labels-api", `
version: "2.1"
services:
  supervisor-client:
    build: ./supervisor-client
    labels:
      io.balena.features.supervisor-api: "1"
      io.balena.features.balena-api: "1"
    environment:
      BALENA_API_KEY: «a»
      BALENA_SUPERVISOR_ADDRESS: http://127.0.0.1:48484
  ros-core:
    image: ros:humble-ros-core
    network_mode: host
`, V{"a": g.an(32)}, "io.balena.features.supervisor-api", "BALENA_SUPERVISOR_ADDRESS: http://127.0.0.1:48484")

	g.add("robot/particle-token-create", `
$ particle token create --expires-in 31536000
? Using account ops@kestrel-ag.com
Please enter your password: [hidden]
New access token expires on Thu Jun 12 2025 10:41:02 GMT+0000
    «a»
$ export PARTICLE_ACCESS_TOKEN=«a»
$ particle list
tracker-07 [«_dev»] (Tracker One) is online
`, V{"a": g.hex(40), "_dev": g.hex(24)}, "ops@kestrel-ag.com", "Tracker One")

	g.add("robot/particle-curl-function-call", `
$ curl https://api.particle.io/v1/devices/«_dev»/setGeofence \
     -d access_token=«a» \
     -d "arg=47.3772,8.5417,150"
{"id":"«_dev»","name":"tracker-07","connected":true,"return_value":1}
`, V{"_dev": g.hex(24), "a": g.hex(40)}, "setGeofence")

	g.add("robot/particle-webhook-json-auth-header", `
{
  "event": "amr/telemetry",
  "url": "https://ingest.«_d»/v1/particle",
  "requestType": "POST",
  "noDefaults": false,
  "rejectUnauthorized": true,
  "headers": {
    "Authorization": "Bearer «a»",
    "X-Device": "{{{PARTICLE_DEVICE_ID}}}"
  },
  "json": { "battery": "{{batt}}", "lat": "{{loc.lat}}", "lon": "{{loc.lon}}" }
}
`, V{"_d": g.pick("kestrel-ag.com", "orchardbot.io"), "a": g.b64u(40)}, "{{{PARTICLE_DEVICE_ID}}}", "amr/telemetry")

	g.add("robot/particle-oauth-client-create-output", `
$ curl -s https://api.particle.io/v1/products/«=p»/clients -H "Authorization: Bearer $PARTICLE_TOKEN" \
    -d name=fleet-dashboard -d type=installed -d scope=*:*
{
  "ok": true,
  "client": {
    "name": "fleet-dashboard",
    "type": "installed",
    "id": "fleet-dashboard-«=id»",
    "secret": "«a»"
  }
}
`, V{"=p": g.digits(5), "=id": g.s(alLowNum, 4), "a": g.hex(40)}, "Bearer $PARTICLE_TOKEN")
}

// ---- edge IoT platforms ----

func (g *G) rbIoTEdge() {
	g.add("robot/golioth-prj-conf-psk", `
# boards/nrf9160dk_nrf9160_ns.conf
CONFIG_GOLIOTH_FIRMWARE_SDK=y
CONFIG_GOLIOTH_SAMPLE_HARDCODED_CREDENTIALS=y
CONFIG_GOLIOTH_SAMPLE_PSK_ID="amr-«=n»@«_proj»"
CONFIG_GOLIOTH_SAMPLE_PSK="«a»"
CONFIG_LOG_BACKEND_GOLIOTH=y
`, V{"=n": g.s(alDigit, 3), "_proj": g.pick("kestrel-amr", "orchard-sensors") + "-" + g.s(alLowNum, 6), "a": g.an(24)}, "CONFIG_GOLIOTH_SAMPLE_HARDCODED_CREDENTIALS=y")

	g.add("robot/golioth-rest-api-key-curl", `
$ curl -s -H "x-api-key: «a»" \
    "https://api.golioth.io/v1/projects/«_proj»/devices?deviceName=amr-114" | jq '.list[0] | {id, name, hardwareIds, lastReport}'
{
  "id": "«_id»",
  "name": "amr-114",
  "hardwareIds": ["«_hw»"],
  "lastReport": "2024-06-12T09:58:41.102Z"
}
`, V{"a": g.an(32), "_proj": "kestrel-amr-" + g.s(alLowNum, 6), "_id": g.hex(24), "_hw": g.hex(16)}, "https://api.golioth.io/v1/projects")

	g.add("robot/golioth-coap-cli-psk", `
$ coap --psk-id amr-«=n»@kestrel-amr --psk «a» get /.d/settings
{"LOOP_DELAY_S": 10, "MOTOR_CURRENT_LIMIT_MA": 4200}
`, V{"=n": g.s(alDigit, 3), "a": g.an(24)}, "MOTOR_CURRENT_LIMIT_MA")

	g.add("robot/notehub-session-token-curl", `
$ curl -X POST -L 'https://api.notefile.net/auth/login' -d '{"username":"«_u»","password":"«a»"}'
{"session_token":"«b»"}
$ curl -s -H 'X-SESSION-TOKEN: «b»' 'https://api.notefile.net/v1/projects/app:«_app»/devices' | jq '.devices[0].uid'
"dev:«_imei»"
`, V{"_u": "ops@kestrel-ag.com", "a": g.pw(), "b": g.an(32), "_app": g.uuid(), "_imei": "86" + g.s(alDigit, 13)}, "https://api.notefile.net/auth/login")

	g.add("robot/notehub-route-and-product-uid", `
// notecard setup from the host MCU
{"req":"hub.set","product":"com.kestrel-ag.ops:amr_tracker","mode":"periodic","outbound":60,"inbound":240}
{"req":"card.wifi","ssid":"«_ssid»","password":"«a»"}
{"req":"note.add","file":"telemetry.qo","body":{"temp":35.2,"voltage":4.1}}
`, V{"_ssid": g.pick("AMR-DEPOT", "Warehouse-Ops"), "a": g.pw()}, "com.kestrel-ag.ops:amr_tracker", "telemetry.qo")

	g.add("robot/notehub-oauth-client-python", `
import notehub_py
from notehub_py.api import authorization_api

cfg = notehub_py.Configuration(host="https://api.notefile.net")
with notehub_py.ApiClient(cfg) as client:
    auth = authorization_api.AuthorizationApi(client)
    tok = auth.o_auth2_client_credentials(
        client_id="«_cid»",
        client_secret="«a»",
        grant_type="client_credentials",
    )
`, V{"_cid": g.uuid(), "a": g.b64u(43)}, "https://api.notefile.net")

	gk := g.pkcs8RSAPEM()
	g.add("robot/greengrass-config-yaml-and-key", `
$ sudo cat /greengrass/v2/config/config.yaml | head -16
---
system:
  certificateFilePath: "/greengrass/v2/device.pem.crt"
  privateKeyPath: "/greengrass/v2/private.pem.key"
  rootCaPath: "/greengrass/v2/AmazonRootCA1.pem"
  rootpath: "/greengrass/v2"
  thingName: "amr-«=n»"
services:
  aws.greengrass.Nucleus:
    componentType: "NUCLEUS"
    version: "2.12.6"
    configuration:
      awsRegion: "eu-central-1"
      iotRoleAlias: "GreengrassV2TokenExchangeRoleAlias"
      iotDataEndpoint: "«_ep»"
      iotCredEndpoint: "«_cep».credentials.iot.eu-central-1.amazonaws.com"
$ sudo cat /greengrass/v2/private.pem.key
«a»
`, V{"=n": g.s(alDigit, 3), "_ep": g.rbIoTEP(), "_cep": g.s(alLowNum, 14), "a": gk.block()}, "GreengrassV2TokenExchangeRoleAlias", "/greengrass/v2/private.pem.key")

	g.add("robot/greengrass-installer-aws-creds", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ export AWS_SESSION_TOKEN=«c»
$ sudo -E java -Droot="/greengrass/v2" -Dlog.store=FILE -jar ./GreengrassInstaller/lib/Greengrass.jar \
    --aws-region eu-central-1 --thing-name amr-114 --thing-group-name AMRFleet \
    --component-default-user ggc_user:ggc_group --provision true --setup-system-service true
Provisioning AWS IoT resources for the device with IoT Thing Name: [amr-114]...
Successfully set up Nucleus as a system service
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "ggc_user:ggc_group", "AMRFleet")

	g.add("robot/greengrass-component-recipe-secret-arn-benign", `
RecipeFormatVersion: "2020-01-25"
ComponentName: com.kestrel.FleetBridge
ComponentVersion: "1.4.0"
ComponentConfiguration:
  DefaultConfiguration:
    accessControl:
      aws.greengrass.SecretManager:
        com.kestrel.FleetBridge:secrets:1:
          operations: ["aws.greengrass#GetSecretValue"]
          resources: ["arn:aws:secretsmanager:eu-central-1:«_acct»:secret:fleet/mqtt-«_sfx»"]
Manifests:
  - Lifecycle:
      Run: "python3 -u {artifacts:path}/bridge.py"
`, V{"_acct": g.digits(12), "_sfx": g.an(6)}, "aws.greengrass#GetSecretValue", "com.kestrel.FleetBridge")

	g.add("robot/aws-iot-create-keys-and-certificate-output", `
$ aws iot create-keys-and-certificate --set-as-active --certificate-pem-outfile amr.crt --public-key-outfile amr.pub
{
    "certificateArn": "arn:aws:iot:us-east-1:«_acct»:cert/«_cid»",
    "certificateId": "«_cid»",
    "certificatePem": "-----BEGIN CERTIFICATE-----\n«_cert»\n-----END CERTIFICATE-----\n",
    "keyPair": {
        "PublicKey": "-----BEGIN PUBLIC KEY-----\n«_pub»\n-----END PUBLIC KEY-----\n",
        "PrivateKey": "-----BEGIN RSA PRIVATE KEY-----\n«a»\n-----END RSA PRIVATE KEY-----\n"
    }
}
`, V{"_acct": g.digits(12), "_cid": g.hex(64), "_cert": strings.ReplaceAll(g.certPEM().body, "\n", `\n`), "_pub": strings.ReplaceAll(wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 348)+"IDAQAB", 64), "\n", `\n`), "a": strings.ReplaceAll(g.rsaPEM().body, "\n", `\n`)}, "arn:aws:iot:us-east-1")

	g.add("robot/azure-iot-edge-config-toml", `
$ sudo cat /etc/aziot/config.toml
hostname = "amr-«=n»"

[provisioning]
source = "manual"
connection_string = "HostName=«_hub».azure-devices.net;DeviceId=amr-«=n»;SharedAccessKey=«a»"

[agent]
name = "edgeAgent"
type = "docker"

[agent.config]
image = "mcr.microsoft.com/azureiotedge-agent:1.5"
`, V{"=n": g.s(alDigit, 3), "_hub": g.pick("kestrel-fleet-hub", "orchard-iothub"), "a": g.b64(32)}, "mcr.microsoft.com/azureiotedge-agent:1.5")

	g.add("robot/azure-dps-symmetric-key-enrollment", `
$ az iot dps enrollment-group show --dps-name kestrel-dps -g rg-fleet --enrollment-id amr-fleet --show-keys
{
  "attestation": {
    "symmetricKey": {
      "primaryKey": "«a»",
      "secondaryKey": "«b»"
    },
    "type": "symmetricKey"
  },
  "enrollmentGroupId": "amr-fleet",
  "etag": "«_etag»",
  "iotHubHostName": "kestrel-fleet-hub.azure-devices.net",
  "provisioningStatus": "enabled"
}
`, V{"a": g.b64(64), "b": g.b64(64), "_etag": g.b64(12)}, "kestrel-fleet-hub.azure-devices.net")

	g.add("robot/azure-iot-edge-check-benign", `
$ sudo iotedge check --verbose | head -12
Configuration checks (aziot-identity-service)
---------------------------------------------
√ keyd configuration is well-formed - OK
√ certd configuration is well-formed - OK
√ tpmd configuration is well-formed - OK
√ identityd configuration is well-formed - OK
√ daemon configurations up-to-date with config.toml - OK
√ identityd config toml file specifies a valid hostname - OK
√ aziot-edge package is up-to-date - OK
√ host time is close to reference time - OK
√ preferred module identity: amr-«=n»/$edgeAgent - OK
`, V{"=n": g.s(alDigit, 3)}, "aziot-identity-service")
}

// ---- robot fleet management ----

func (g *G) rbFleet() {
	g.add("robot/formant-agent-install-provisioning", `
$ curl -s https://app.formant.io/install.sh | sudo bash -s -- --provisioning-token «a» --name amr-«=n»
Installing formant-agent 1.42.6 for ubuntu jammy (amd64)...
Provisioning device "amr-«=n»" ... ok (device id «_dev»)
Formant agent is running. Configure telemetry streams at https://app.formant.io/devices/«_dev»
`, V{"a": g.hex(48), "=n": g.s(alDigit, 3), "_dev": g.uuid()}, "formant-agent 1.42.6")

	g.add("robot/formant-python-admin-client-env", `
import os
from formant.sdk.cloud.v2 import Client

# service account created in Settings > Users > Service accounts
os.environ.setdefault("FORMANT_EMAIL", "svc-reporting@«_d»")
os.environ.setdefault("FORMANT_PASSWORD", "«a»")

client = Client()
devices = client.admin.devices.query({"enabled": True, "tags": {"site": ["PHX-3"]}})
print(len(devices.parsed.items), "devices at PHX-3")
`, V{"_d": g.pick("kestrel-ag.com", "orchardbot.io"), "a": g.pwStrong()}, "client.admin.devices.query")

	g.add("robot/freedom-robotics-install-url", `
$ curl -sSL "https://api.freedomrobotics.ai/accounts/A«_acct»/devices/D«_dev»/installscript?mc_token=T«a»&mc_secret=S«b»&install_elements=warp,ros" | python3
Freedom Robotics Agent installer v2.3
Detected ROS distro: noetic
Agent registered as D«_dev»
`, V{"_acct": g.hex(12), "_dev": g.hex(12), "a": g.hex(32), "b": g.hex(32)}, "install_elements=warp,ros")

	g.add("robot/inorbit-agent-install-key", `
$ export INORBIT_KEY=«a»
$ curl -s https://control.inorbit.ai/liftoff | sh
InOrbit agent installer
Robot name [amr-114]:
Using app key from INORBIT_KEY
Agent started; robot id «_rid»
`, V{"a": g.an(16), "_rid": g.digits(12)}, "https://control.inorbit.ai/liftoff")

	g.add("robot/inorbit-rest-api-python", `
import requests

INORBIT_API = "https://api.inorbit.ai"
HEADERS = {"x-auth-inorbit-app-key": "«a»"}

robots = requests.get(f"{INORBIT_API}/robots", headers=HEADERS).json()
for r in robots:
    requests.post(f"{INORBIT_API}/robots/{r['id']}/actions", headers=HEADERS,
                  json={"actionType": "RunScript", "parameters": {"filename": "dock.sh"}})
`, V{"a": g.an(16)}, "x-auth-inorbit-app-key", "RunScript")

	g.add("robot/viam-json-cloud-secret", `
$ sudo cat /etc/viam.json
{
  "cloud": {
    "app_address": "https://app.viam.com:443",
    "id": "«_id»",
    "secret": "«a»"
  }
}
$ sudo systemctl restart viam-agent
`, V{"_id": g.uuid(), "a": g.s(alLowNum, 32)}, "https://app.viam.com:443", "viam-agent")

	g.add("robot/viam-python-sdk-api-key", `
import asyncio
from viam.robot.client import RobotClient
from viam.components.base import Base

async def connect():
    opts = RobotClient.Options.with_api_key(
        api_key="«a»",
        api_key_id="«_kid»",
    )
    return await RobotClient.at_address("rover-«=n»-main.«_loc».viam.cloud", opts)

async def main():
    robot = await connect()
    base = Base.from_robot(robot, "viam_base")
    await base.move_straight(distance=500, velocity=200)
    await robot.close()

asyncio.run(main())
`, V{"a": g.s(alLowNum, 32), "_kid": g.uuid(), "=n": g.s(alDigit, 2), "_loc": g.s(alLowNum, 10)}, "viam_base", "RobotClient.Options.with_api_key")

	g.add("robot/transitive-robotics-install", `
$ curl -sf "https://install.transitiverobotics.com?id=«_u»&token=«a»&type=ros2" | bash
Installing Transitive Robotics agent in ~/.transitive
Using ROS 2 humble
Robot registered: «_dev»
`, V{"_u": g.pick("kestrel", "orchardbot"), "a": g.an(20), "_dev": g.hex(8)}, "install.transitiverobotics.com")

	g.add("robot/fleet-dashboard-env-multi", `
# fleet-dashboard/.env.production
NEXT_PUBLIC_MAPBOX_TOKEN=«_pk»
MAPBOX_SECRET_TOKEN=«a»
FORMANT_SERVICE_PASSWORD=«b»
INORBIT_APP_KEY=«c»
NEXTAUTH_SECRET=«d»
DATABASE_URL=postgresql://fleet:«e»@db.internal:5432/fleet
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK(), "b": g.pwStrong(), "c": g.an(16), "d": g.b64(32), "e": g.pwURL()}, "db.internal:5432/fleet")

	g.add("robot/open-rmf-web-api-server-config", `
# rmf-web/packages/api-server/api_server/default_config.py overrides
config = {
    "host": "0.0.0.0",
    "port": 8000,
    "db_url": "postgres://rmf:«a»@rmf-db:5432/rmf",
    "public_url": "https://rmf.«_d»",
    "jwt_public_key": "/etc/rmf/keycloak-public.pem",
    "oidc_url": "https://auth.«_d»/realms/rmf-web/.well-known/openid-configuration",
    "aud": "rmf_api_server",
    "iss": "https://auth.«_d»/realms/rmf-web",
    "ros_args": ["-p", "use_sim_time:=false"],
    "builtin_admin": "admin",
    # confidential client used by the scheduler plugin
    "keycloak_client_secret": "«b»",
}
`, V{"a": g.pwURL(), "_d": g.pick("hospital-logistics.org", "kestrel-ag.com"), "b": g.an(32)}, "/etc/rmf/keycloak-public.pem", "rmf_api_server")
}

// ---- simulation and ML ----

func (g *G) rbSimML() {
	g.add("robot/sim-isaac-docker-login-nvcr", `
$ docker login nvcr.io
Username: $oauthtoken
Password: «a»
WARNING! Your password will be stored unencrypted in /home/dev/.docker/config.json.
Login Succeeded
$ docker pull nvcr.io/nvidia/isaac-sim:4.2.0
`, V{"a": g.rbNvapi()}, "nvcr.io/nvidia/isaac-sim:4.2.0", "Username: $oauthtoken")

	g.add("robot/sim-ngc-config-file", `
$ cat ~/.ngc/config
;WARNING - This is a machine generated file.  Do not edit manually.
;WARNING - To update local config settings, see "ngc config set -h"

[CURRENT]
apikey = «a»
format_type = ascii
org = «_org»
team = no-team
ace = no-ace
`, V{"a": g.rbNGCLegacy(), "_org": g.s(alLowNum, 12)}, "ngc config set -h", "team = no-team")

	g.add("robot/sim-docker-config-json-nvcr-auth", `
$ cat ~/.docker/config.json
{
	"auths": {
		"nvcr.io": {
			"auth": "«a»"
		}
	}
}
`, V{"a": b64s("$oauthtoken:" + g.rbNvapi())}, "nvcr.io")

	g.add("robot/sim-isaac-ros-dev-env", `
$ cat ~/.isaac_ros_common-config
CONFIG_IMAGE_KEY=ros2_humble.realsense
CONFIG_DOCKER_SEARCH_DIRS=(/home/dev/workspaces/isaac_ros-dev/src/amr_docker)
$ NGC_API_KEY=«a» ./scripts/run_dev.sh -d ~/workspaces/isaac_ros-dev
Launching Isaac ROS Dev container with image key aarch64.ros2_humble.realsense: /home/dev/workspaces/isaac_ros-dev
`, V{"a": g.rbNvapi()}, "ros2_humble.realsense", "run_dev.sh")

	g.add("robot/sim-omniverse-nucleus-env", `
# docker/nucleus-stack/nucleus-stack.env
ACCEPT_EULA=1
SECURITY_REVIEWED=1
SERVER_IP_OR_HOST=«_ip»
MASTER_PASSWORD=«a»
SERVICE_PASSWORD=«b»
INSTANCE_NAME=kestrel_sim
DATA_ROOT=/var/lib/omni/nucleus-data
$ export OMNI_USER='$omni-api-token' OMNI_PASS=«c»
`, V{"_ip": g.rbIP(), "a": g.pwStrong(), "b": g.pwStrong(), "c": g.b64u(48)}, "SECURITY_REVIEWED=1", "OMNI_USER='$omni-api-token'")

	g.add("robot/sim-build-nvidia-openai-compatible", `
from openai import OpenAI

client = OpenAI(base_url="https://integrate.api.nvidia.com/v1", api_key="«a»")
completion = client.chat.completions.create(
    model="nvidia/cosmos-reason1-7b",
    messages=[{"role": "user", "content": "Describe the pick failure in frame 182."}],
    temperature=0.2,
)
print(completion.choices[0].message.content)
`, V{"a": g.rbNvapi()}, "https://integrate.api.nvidia.com/v1", "nvidia/cosmos-reason1-7b")

	g.add("robot/ml-roboflow-python-download", `
from roboflow import Roboflow

rf = Roboflow(api_key="«a»")
project = rf.workspace("«_ws»").project("pallet-detection")
dataset = project.version(7).download("yolov8")
print(dataset.location)
`, V{"a": g.an(20), "_ws": g.pick("kestrel-ag", "orchardbot-vision")}, "pallet-detection")

	g.add("robot/ml-roboflow-inference-docker", `
$ docker run -d --net=host --runtime=nvidia \
    -e ROBOFLOW_API_KEY=«a» \
    -e ENABLE_STREAM_API=True \
    roboflow/roboflow-inference-server-jetson-6.0.0:latest
«_cid»
$ curl -s "http://localhost:9001/pallet-detection/7?api_key=«a»&confidence=0.4" --data-binary @frame.jpg | jq '.predictions | length'
3
`, V{"a": g.an(20), "_cid": g.hex(64)}, "roboflow-inference-server-jetson-6.0.0")

	g.rbAdd("robot/ml-edge-impulse-daemon-api-key", `
$ edge-impulse-linux --api-key «a» --clean
Edge Impulse Linux client v1.6.7
[SER] Connecting to /dev/video0
? What name do you want to give this device? jetson-cell-3
[WS ] Device "jetson-cell-3" is now connected to project "Weld seam QA". To connect to another project, run ˋedge-impulse-linux --cleanˋ.
[WS ] Go to https://studio.edgeimpulse.com/studio/«_pid»/acquisition/training to build your machine learning model!
`, V{"a": "ei_" + g.hex(64), "_pid": g.digits(6)}, "Weld seam QA", "jetson-cell-3")

	g.add("robot/ml-edge-impulse-ingestion-hmac", `
# upload_samples.py
import hmac, hashlib, json, time, requests

API_KEY = "«a»"
HMAC_KEY = "«b»"

def sign(payload):
    body = json.dumps(payload)
    sig = hmac.new(HMAC_KEY.encode(), body.encode(), hashlib.sha256).hexdigest()
    return body.replace('"signature": "0000000000000000000000000000000000000000000000000000000000000000"', f'"signature": "{sig}"')

requests.post("https://ingestion.edgeimpulse.com/api/training/data",
              headers={"x-api-key": API_KEY, "x-file-name": "vib_%d.json" % time.time(), "Content-Type": "application/json"},
              data=sign({"protected": {"ver": "v1", "alg": "HS256"}, "signature": "0" * 64, "payload": {"device_type": "AMR_MOTOR", "interval_ms": 10}}))
`, V{"a": "ei_" + g.hex(64), "b": g.hex(32)}, "https://ingestion.edgeimpulse.com/api/training/data", "AMR_MOTOR")

	g.add("robot/ml-lerobot-hf-wandb-login", `
$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/dev/.cache/huggingface/token
Login successful
$ wandb login «b»
wandb: Appending key for api.wandb.ai to your netrc file: /home/dev/.netrc
$ python lerobot/scripts/train.py --dataset.repo_id=«=u»/so100_pick_place --policy.type=act --wandb.enable=true
`, V{"a": g.hfTok(), "b": g.hex(40), "=u": g.pick("danak", "kestrel-ag")}, "--policy.type=act", "so100_pick_place")

	g.add("robot/ml-lerobot-push-to-hub-log", `
INFO 2024-06-12 11:02:44 ols/record.py:311 Recording episode 49
INFO 2024-06-12 11:03:15 ols/record.py:338 Pushing dataset to «=u»/so100_towel_fold
DEBUG 2024-06-12 11:03:15 _http.py:412 Request «_r»: POST https://huggingface.co/api/datasets/«=u»/so100_towel_fold/preupload/main (authenticated: True) headers={'authorization': 'Bearer «a»', 'user-agent': 'unknown/None; hf_hub/0.24.5; python/3.10.14'}
INFO 2024-06-12 11:03:41 ols/record.py:352 Upload complete: 50 episodes, 14,982 frames
`, V{"=u": g.pick("danak", "priya-s"), "_r": g.uuid(), "a": g.hfTok()}, "so100_towel_fold", "hf_hub/0.24.5")

	g.add("robot/sim-gazebo-fuel-private-token", `
$ gz fuel download -u "https://fuel.gazebosim.org/1.0/«_o»/models/Warehouse Rack B" --header "Private-Token: «a»" -v 4
Downloading model:
  Server:
    URL: https://fuel.gazebosim.org
    Version: 1.0
  Owner: «_o»
  Name: Warehouse Rack B
Download succeeded.
`, V{"_o": g.pick("kestrel", "orchardbot"), "a": g.hex(32)}, "Warehouse Rack B")

	g.add("robot/sim-nvidia-cosmos-ngc-cli", `
$ ngc config set
Enter API key [no-apikey]. Choices: [<VALID_APIKEY>, 'no-apikey']: «a»
Enter CLI output format type [ascii]. Choices: ['ascii', 'csv', 'json']: json
Enter org [no-org]. Choices: ['«_org»']: «_org»
Validating configuration...
Successfully validated configuration.
Saving configuration...
Successfully saved NGC configuration to /home/dev/.ngc/config
`, V{"a": g.rbNvapi(), "_org": g.s(alLowNum, 12)}, "Successfully saved NGC configuration")
}

// ---- industrial robot controllers ----

func (g *G) rbIndustrial() {
	g.add("robot/ind-abb-rws-python-digest", `
# cell3/abb_rws.py
import requests
from requests.auth import HTTPDigestAuth

ROBOT = "http://«_ip»"
AUTH = HTTPDigestAuth("«_u»", "«a»")

s = requests.Session()
s.auth = AUTH
r = s.get(f"{ROBOT}/rw/rapid/symbol/data/RAPID/T_ROB1/MainModule/nPartCount;value?json=1")
print(r.json()["_embedded"]["_state"][0]["value"])
s.post(f"{ROBOT}/rw/panel/ctrlstate?action=setctrlstate", data={"ctrl-state": "motoron"})
`, V{"_ip": g.rbIP(), "_u": g.pick("CellIntegrator", "MES_Reader"), "a": g.pw()}, "T_ROB1/MainModule/nPartCount")

	g.add("robot/ind-abb-rws2-curl-basic", `
$ curl -k -u "«=u»:«a»" -H "Accept: application/hal+json;v=2.0" https://«_ip»/rw/system
{"_links":{"base":{"href":"https://«_ip»/rw/"}},"state":[{"_type":"sys-system","name":"«_sys»","rwversion":"7.13.2","rwversionname":"7.13.2","sysid":"{«_sid»}","starttm":"2024-06-03 T 06:12:31"}]}
`, V{"=u": "Admin", "a": g.pwStrong(), "_ip": g.rbIP(), "_sys": g.pick("IRB1300_Cell3", "GoFa_Line2"), "_sid": strings.ToUpper(g.uuid())}, "application/hal+json;v=2.0", "rwversion")

	g.add("robot/ind-ur-ansible-inventory-root", `
# inventory/cells.yml
all:
  children:
    ur_controllers:
      hosts:
        ur10e-cell1: { ansible_host: «_ip1» }
        ur5e-cell2:  { ansible_host: «_ip2» }
      vars:
        ansible_user: root
        ansible_ssh_pass: «a»
        polyscope_admin_password: «b»
        urcap_license_server: https://license.«_d»
`, V{"_ip1": g.rbIP(), "_ip2": g.rbIP(), "a": g.pwURL(), "b": g.pw(), "_d": g.pick("kestrel-ag.com", "orchardbot.io")}, "ur10e-cell1", "urcap_license_server")

	g.add("robot/ind-ur-driver-launch-benign", `
$ ros2 launch ur_robot_driver ur_control.launch.py ur_type:=ur10e robot_ip:=«_ip» launch_rviz:=false headless_mode:=true
[ur_ros2_control_node-1] [INFO] [UR_Client_Library:]: Negotiated RTDE protocol version to 2.
[ur_ros2_control_node-1] [INFO] [UR_Client_Library:]: Setting up RTDE communication with frequency 500.000000
[ur_ros2_control_node-1] [INFO] [UR_Client_Library:]: Calibration checksum: 'calib_«_cal»'.
[ur_ros2_control_node-1] [INFO] [UR_Client_Library:]: Robot connected to reverse interface. Ready to receive control commands.
`, V{"_ip": g.rbIP(), "_cal": g.digits(19)}, "headless_mode:=true", "Negotiated RTDE protocol version")

	g.add("robot/ind-ur-polyscope-x-rest-token", `
$ curl -s -X POST http://«_ip»/universal-robots/robot-api/login \
    -H 'Content-Type: application/json' -d '{"username":"operator","password":"«a»"}'
{"token":"«b»","expiresIn":3600}
$ curl -s http://«_ip»/universal-robots/robot-api/program/v1/state -H "Authorization: Bearer «b»"
{"state":"STOPPED","program":"pick_place_cell2"}
`, V{"_ip": g.rbIP(), "a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"operator","iat":%d}`, 1718000000+g.r.IntN(999999)))}, "pick_place_cell2", "/universal-robots/robot-api/")

	g.add("robot/ind-kuka-sunrise-opcua-config", `
# KUKA Sunrise project: src/application/config/opcua-server.properties
opcua.endpoint=opc.tcp://«_ip»:4840
opcua.security.policy=Basic256Sha256
opcua.security.mode=SignAndEncrypt
opcua.user.1.name=mes
opcua.user.1.password=«a»
opcua.keystore.path=/KRC/Config/opcua/server.pfx
opcua.keystore.password=«b»
`, V{"_ip": g.rbIP(), "a": g.pw(), "b": g.pwStrong()}, "Basic256Sha256", "/KRC/Config/opcua/server.pfx")

	g.add("robot/ind-kuka-kvp-and-smb-share", `
$ cat /etc/fstab | grep krc
//«_ip»/Program /mnt/krc4 cifs username=KukaUser,password=«a»,vers=2.0,uid=1000 0 0
$ python3 -c "from py_openshowvar import openshowvar; c=openshowvar('«_ip»',7000); print(c.read('\$OV_PRO', debug=False))"
b'100'
`, V{"_ip": g.rbIP(), "a": g.pwURL()}, "username=KukaUser", "py_openshowvar")

	g.add("robot/ind-fanuc-ftp-backup-script", `
#!/bin/bash
# backup_fanuc.sh — nightly MD: backup of all R-30iB controllers
for ip in «_ip1» «_ip2»; do
  lftp -u "fanucbk,«a»" "ftp://$ip" -e "mirror MD: /srv/backups/fanuc/$ip/$(date +%F); bye"
done
curl -s -X POST "https://hooks.slack.com/services/«_t»/«_b»/«b»" -d '{"text":"FANUC backup done"}'
`, V{"_ip1": g.rbIP(), "_ip2": g.rbIP(), "a": g.pwURL(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "/srv/backups/fanuc/")

	g.add("robot/ind-mir-rest-basic-sha256", `
# MiR REST API: Authorization = Basic base64("<user>:<sha256 hex of password>")
$ echo -n '«a»' | sha256sum
«b»  -
$ curl -s http://«_ip»/api/v2.0.0/status \
    -H "Authorization: Basic «c»" -H "Accept-Language: en_US" | jq '{robot_name, state_text, battery_percentage}'
{ "robot_name": "MiR250-«=n»", "state_text": "Ready", "battery_percentage": 81.4 }
`, func() V {
		pw := g.pw()
		sum := sha256.Sum256([]byte(pw))
		h := hex.EncodeToString(sum[:])
		return V{"a": pw, "b": h, "_ip": g.rbIP(), "c": b64s("distributor:" + h), "=n": g.s(alDigit, 4)}
	}(), "/api/v2.0.0/status")

	g.add("robot/ind-spot-sdk-credentials", `
import bosdyn.client
from bosdyn.client.robot_state import RobotStateClient

sdk = bosdyn.client.create_standard_sdk("InspectionClient")
robot = sdk.create_robot("«_ip»")
robot.authenticate("inspection-svc", "«a»")
state = robot.ensure_client(RobotStateClient.default_service_name).get_robot_state()
print(state.power_state.motor_power_state, state.battery_states[0].charge_percentage.value)
`, V{"_ip": g.rbIP(), "a": g.pwStrong()}, "InspectionClient", "RobotStateClient.default_service_name")

	g.add("robot/ind-spot-payload-credentials-file", `
$ cat ~/spot_payload/payload_credentials.txt
«_guid»
«a»
$ python3 -m bosdyn.client «_ip» payload list --username admin | head -3
name: "Inspection Payload v2"
GUID: "«_guid»"
is_authorized: true
`, V{"_guid": g.uuid(), "a": g.an(16), "_ip": g.rbIP()}, "Inspection Payload v2")

	g.add("robot/ind-plc-s7-and-modbus-cell-config", `
# cell_config.yaml
plc:
  type: s7-1500
  host: «_ip»
  rack: 0
  slot: 1
  access_password: «a»
modbus:
  conveyor_vfd: { host: «_ip2», port: 502, unit_id: 3 }
mes:
  url: https://mes.«_d»/api
  client_id: cell3-robot
  client_secret: «b»
`, V{"_ip": g.rbIP(), "a": g.pw(), "_ip2": g.rbIP(), "_d": g.pick("plant-7.local", "kestrel-mfg.com"), "b": g.an(40)}, "conveyor_vfd", "cell3-robot")

	g.add("robot/ind-techman-and-doosan-env", `
$ cat ~/.cell_env
export DOOSAN_IP=«_ip»
export DOOSAN_WEB_USER=admin
export DOOSAN_WEB_PASSWORD='«a»'
export TM_ROBOT_IP=«_ip2»
export TM_FLOW_PASSWORD=«b»
`, V{"_ip": g.rbIP(), "a": g.pwStrong(), "_ip2": g.rbIP(), "b": g.pw()}, "DOOSAN_WEB_USER=admin")

	g.add("robot/ind-unitree-go2-webrtc-token", `
$ python3 examples/go2_connect.py
[go2_webrtc] connecting to «_ip» (LocalSTA)
[go2_webrtc] fetched token from https://global-robot-api.unitree.com/login/email: {"code":100,"data":{"accessToken":"«a»"}}
[go2_webrtc] data channel open, validation ok
[go2_webrtc] rt/lf/lowstate: battery 87%, mode=standup
`, V{"_ip": g.rbIP(), "a": g.jwt("HS256", fmt.Sprintf(`{"uid":%d,"ct":%d,"v":1}`, g.r.IntN(999999), 1718000000+g.r.IntN(999999)))}, "rt/lf/lowstate")
}

// ---- chats, issues and agent turns ----

func (g *G) rbChat() {
	g.add("robot/chat-user-ntrip-not-fixing", `
user: the rover only gets a FLOAT solution, never FIX. caster is rtk2go, mountpoint «_m», login «_u» / «a». can you check the ntrip_client params and the GGA rate?
assistant: Let me read config/ntrip.yaml and the /ntrip_client logs first.
`, V{"_m": g.pick("KNX_RTCM3", "CT_SUD"), "_u": "rover" + g.s(alDigit, 3) + "@kestrel-ag.com", "a": g.pwURL()}, "config/ntrip.yaml")

	g.add("robot/chat-slack-drone-signing-key", `
#flight-ops  Tomás R  09:14
heads up: rotated the MAVLink signing key on the survey fleet. new one (hex) is
«a»
load it in QGC → Application Settings → MAVLink → Signing before today's flights. the old key is revoked on all FCs with SYSID 1–12.
`, V{"a": g.hex(64)}, "#flight-ops", "SYSID 1–12")

	t0 := 1718000000 + g.r.IntN(999999)
	g.rbAdd("robot/chat-github-issue-rosbridge-log", `
### Describe the bug
rosbridge drops the connection right after auth. Log below (ran with --ros-args --log-level debug):

ˋˋˋ
[rosbridge_websocket-1] [DEBUG] [rosbridge_websocket]: Client «=c» sent {"op":"auth","mac":"«_mac»","client":"«_ip»","dest":"«_ip2»","rand":"«_r»","t":«_t»,"level":"admin","end":«_e»}
[rosbridge_websocket-1] [DEBUG] [rosbridge_websocket]: rosauth secret loaded from /etc/ros/rosauth/secret.txt: «a»
[rosbridge_websocket-1] [ERROR] [rosbridge_websocket]: [Client «=c»] Authentication failed: invalid MAC
ˋˋˋ

### Environment
ROS 2 Humble, rosbridge_suite 1.3.2, Ubuntu 22.04
`, V{"=c": g.digits(1), "_mac": g.hex(128), "_ip": g.rbIP(), "_ip2": g.rbIP(), "_r": g.an(10), "_t": fmt.Sprint(t0), "_e": fmt.Sprint(t0 + 60), "a": g.an(16)}, "rosbridge_suite 1.3.2", "Authentication failed: invalid MAC")

	g.add("robot/chat-user-balena-device-debug", `
user: device «_uuid» is stuck "Downloading". I gave you a temp key so you can poke the supervisor: BALENA_API_KEY=«a» — revoke it after
assistant: Thanks. I'll query the supervisor state through the balena API and won't write the key to disk.
`, V{"_uuid": g.hex(7), "a": g.an(32)}, "Downloading")

	g.add("robot/chat-teams-tesla-fleet-app", `
[10:42] Priya S: the partner registration call keeps returning 412. our client creds for the Fleet API app:
[10:42] Priya S: client_id «_cid»
[10:42] Priya S: client_secret «a»
[10:43] Dana K: domain mismatch probably — public key has to be at fleet.«_d»/.well-known/appspecific/com.tesla.3p.public-key.pem
`, V{"_cid": g.uuid(), "a": "ta-secret." + g.an(16), "_d": g.pick("evcharge-app.com", "fleetwise.io")}, "com.tesla.3p.public-key.pem")

	g.add("robot/chat-agent-summary-dji-license", `
I updated web/src/api/pilot-bridge.ts so the Pilot 2 H5 page verifies the DJI license on load. The app credentials now come from the values you gave me:

| field      | value |
|------------|-------|
| appId      | «_id» |
| appKey     | «a» |
| appLicense | «b» |

Next step: deploy the page and open it from Pilot 2 → Cloud Service → Open Platform.
`, V{"_id": g.digits(6), "a": g.hex(32), "b": g.b64(240)}, "Pilot 2 → Cloud Service → Open Platform")

	g.add("robot/chat-user-ur-cell-passwords", `
user: commissioning notes for cell 2, put them in docs/cell2.md but strip anything sensitive:
- UR10e «_ip» polyscope admin pw: «a»
- safety password: «b»
- Robotiq gripper URCap v3.22
- PLC (S7-1200) «_ip2», no protection level
`, V{"_ip": g.rbIP(), "a": g.pw(), "b": g.digits(8), "_ip2": g.rbIP()}, "Robotiq gripper URCap v3.22", "docs/cell2.md")

	g.rbAdd("robot/chat-discord-px4-log-paste", `
PX4 Discord › #px4-dev
kevin_uav: anyone seen "mavlink: signing key rejected" on 1.15? here's my ~/.px4_env and nsh output:
ˋˋˋ
PX4_SIM_MODEL=gz_x500
PX4_GZ_WORLD=baylands
MAV_SIGNING_KEY=«a»
nsh> mavlink status
instance #0:
	GCS heartbeat valid
	mavlink chan: #0
	type:		GENERIC LINK OR RADIO
	flow control: OFF
	rates:
	  tx: 18.9 kB/s
	  rx: 0.051 kB/s
ˋˋˋ
`, V{"a": g.hex(64)}, "PX4_GZ_WORLD=baylands", "GCS heartbeat valid")

	g.rbAdd("robot/chat-agent-found-aws-keys-in-bag-metadata", `
assistant: I found credentials embedded in the rosbag2 metadata of field_test_0612 (the uploader wrote its whole config into custom_data):

  custom_data:
    uploader.region: eu-central-1
    uploader.access_key_id: «a»
    uploader.secret_access_key: «b»

These should be rotated; I'll strip custom_data from metadata.yaml and re-index the bag with ˋros2 bag reindexˋ.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "field_test_0612", "ros2 bag reindex")

	g.add("robot/chat-email-vendor-support-kuka", `
From: support@robot-integrator.example
Subject: RE: KRC4 remote access for diagnosis

Hello,

for tomorrow's remote session please enable the VPN gateway and send us the access. You already sent:
  TeamViewer ID: «_tv»
  TeamViewer password: «a»
  KUKA expert user password (customer-specific): «b»

Best regards
Service team
`, V{"_tv": g.digits(3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "a": g.an(8), "b": g.pw()}, "KRC4 remote access for diagnosis")

	g.add("robot/chat-user-smartcar-test-mode", `
user: smartcar test mode creds if you need them — client id «_cid», secret «a». redirect is http://localhost:8000/exchange. the test vehicle VIN is «_vin»
`, V{"_cid": g.uuid(), "a": g.uuid(), "_vin": g.rbVIN()}, "http://localhost:8000/exchange")

	g.add("robot/chat-jira-comment-greengrass-pairing", `
FLEET-1142 · comment by Dana K
Pairing failed on amr-114 again. I re-ran provisioning with the installer user's keys (temporarily, will deactivate):
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
Greengrass log: [ERROR] 2024-06-12T08:41:03.112Z [main] com.aws.greengrass.deployment.DeploymentService: Unable to connect to «_ep»
`, V{"a": g.awsID(), "b": g.awsSecret(), "_ep": g.rbIoTEP()}, "FLEET-1142", "com.aws.greengrass.deployment.DeploymentService")

	g.add("robot/chat-agent-tool-call-env-grep", `
{"type":"tool_use","name":"bash","input":{"command":"grep -rn 'NGC\\|ROBOFLOW\\|FOXGLOVE' ~/amr_ws/.env"}}
{"type":"tool_result","content":"/home/dev/amr_ws/.env:3:NGC_API_KEY=«a»\n/home/dev/amr_ws/.env:4:ROBOFLOW_API_KEY=«b»\n/home/dev/amr_ws/.env:9:FOXGLOVE_API_KEY=«c»\n"}
`, V{"a": g.rbNvapi(), "b": g.an(20), "c": g.rbFox()}, "/home/dev/amr_ws/.env")

	g.add("robot/chat-user-rtk-casters-list", `
user: here are all the caster accounts we have, please wire them into the rtk failover config:
  1. PointOne Polaris  — serial «_s1», api key «a»
  2. SAPOS BW          — user sapos-«=n» pw «b»
  3. rtk2go (fallback) — email is the user, pw «c»
`, V{"_s1": g.an(12), "a": g.hex(32), "=n": g.s(alDigit, 5), "b": g.pwURL(), "c": g.pw()}, "PointOne Polaris", "rtk failover config")

	g.add("robot/chat-agent-warning-masked-benign", `
assistant: The launch file passes the Foxglove key on the command line (api_key:=fox_sk_…«=tail»), which ends up in ~/.ros/log. I moved it to the FOXGLOVE_API_KEY environment variable read by the node; the key itself is unchanged and still valid (ID «_kid», created 2024-05-02). You may want to rotate it since it was in old logs.
`, V{"=tail": g.an(4), "_kid": "apikey_" + g.an(12)}, "FOXGLOVE_API_KEY", "~/.ros/log")
}

// ---- benign look-alikes ----

func (g *G) rbBenign() {
	g.add("robot/benign-nhtsa-vin-decode", `
$ curl -s "https://vpic.nhtsa.dot.gov/api/vehicles/DecodeVinValues/«_vin»?format=json" | jq '.Results[0] | {Make, Model, ModelYear, PlantCountry, ElectrificationLevel}'
{
  "Make": "TESLA",
  "Model": "Model 3",
  "ModelYear": "2021",
  "PlantCountry": "UNITED STATES (USA)",
  "ElectrificationLevel": "BEV (Battery Electric Vehicle)"
}
`, V{"_vin": g.rbVIN()}, "vpic.nhtsa.dot.gov")

	g.add("robot/benign-mavlink-inspector-heartbeat", `
$ mavlogdump.py --types HEARTBEAT,AUTOPILOT_VERSION flight.tlog | head -4
2024-06-12 07:51:22.41: HEARTBEAT {type : 2, autopilot : 12, base_mode : 81, custom_mode : 50593792, system_status : 4, mavlink_version : 3}
2024-06-12 07:51:22.44: AUTOPILOT_VERSION {capabilities : 64495, flight_sw_version : 17760511, middleware_sw_version : 0, os_sw_version : 0, board_version : 1376256, flight_custom_version : [«_fcv»], vendor_id : 9900, product_id : 17, uid : «_uid», uid2 : [«_u2»]}
`, V{"_fcv": "98, 53, 51, 102, 99, 50, 100, 55", "_uid": g.digits(19), "_u2": "50, 0, 39, 0, 13, 81, 50, 48, 53, 52, 56, 51, 0, 0, 0, 0, 0, 0"}, "AUTOPILOT_VERSION")

	g.add("robot/benign-ros2-node-topic-list", `
$ ros2 node list
/amr_07/bt_navigator
/amr_07/controller_server
/amr_07/foxglove_bridge
/amr_07/ntrip_client
/amr_07/robot_state_publisher
$ ros2 topic list -t | grep -i secret
/amr_07/secret_zone_markers [visualization_msgs/msg/MarkerArray]
$ ros2 topic info /amr_07/cmd_vel
Type: geometry_msgs/msg/Twist
Publisher count: 1
Subscription count: 1
`, nil, "/amr_07/secret_zone_markers", "/amr_07/ntrip_client", "geometry_msgs/msg/Twist")

	g.add("robot/benign-sros2-permissions-xml", `
$ cat ~/sros2_keystore/enclaves/amr/nav2_controller/permissions.xml
<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-Security/20170801/omg_shared_ca_permissions.xsd">
  <permissions>
    <grant name="/amr/nav2_controller">
      <subject_name>CN=/amr/nav2_controller</subject_name>
      <validity><not_before>2024-06-01T00:00:00</not_before><not_after>2034-05-30T00:00:00</not_after></validity>
      <allow_rule>
        <domains><id>17</id></domains>
        <publish><topics><topic>rt/cmd_vel</topic></topics></publish>
      </allow_rule>
      <default>DENY</default>
    </grant>
  </permissions>
</dds>
$ openssl x509 -in ~/sros2_keystore/enclaves/amr/nav2_controller/cert.pem -noout -fingerprint -sha256
sha256 Fingerprint=«_fp»
`, V{"_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":"))}, "CN=/amr/nav2_controller", "<default>DENY</default>")

	cert := g.certPEM()
	g.add("robot/benign-sros2-identity-ca-cert", `
$ cat ~/sros2_keystore/public/identity_ca.cert.pem
-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
`, V{"_c": cert.body}, "identity_ca.cert.pem")

	g.add("robot/benign-firmware-sha256sums", `
$ cat release/2.3.1/SHA256SUMS
«_a»  px4_fmu-v6x_default.px4
«_b»  amr-rootfs-2.3.1.mender
«_c»  esp32-microros-bridge-2.3.1.bin
«_d»  nrf9160-golioth-tracker-2.3.1.zip
$ gpg --verify SHA256SUMS.asc SHA256SUMS
gpg: Signature made Tue 11 Jun 2024 16:40:11 UTC
gpg:                using EDDSA key «_k»
gpg: Good signature from "Kestrel Release Signing <release@kestrel-ag.com>" [ultimate]
`, V{"_a": g.rbSha(), "_b": g.rbSha(), "_c": g.rbSha(), "_d": g.rbSha(), "_k": g.s(alHexU, 40)}, "px4_fmu-v6x_default.px4", "Kestrel Release Signing")

	g.add("robot/benign-balena-devices-list", `
$ balena devices --fleet kestrel/amr-fleet
ID      UUID    DEVICE NAME     DEVICE TYPE                  FLEET              STATUS IS ONLINE SUPERVISOR VERSION OS VERSION
«_i1» «_u1» amr-114         jetson-orin-nano-devkit-nvme kestrel/amr-fleet  Idle   true      16.4.6             balenaOS 5.3.12
«_i2» «_u2» amr-115         jetson-orin-nano-devkit-nvme kestrel/amr-fleet  Idle   true      16.4.6             balenaOS 5.3.12
`, V{"_i1": g.digits(8), "_u1": g.hex(7), "_i2": g.digits(8), "_u2": g.hex(7)}, "balenaOS 5.3.12")

	g.add("robot/benign-px4-param-show", `
nsh> param show MAV_*
Symbols: x = used, + = saved, * = unsaved
x + MAV_0_CONFIG [523,1046] : 101
x   MAV_0_MODE [524,1047] : 0
x   MAV_0_RATE [525,1048] : 1200
x + MAV_COMP_ID [531,1054] : 1
x + MAV_SYS_ID [538,1061] : «=id»
x + MAV_TYPE [541,1064] : 2
x   MAV_SIGN_CFG [539,1062] : 1

 1063/1483 parameters used.
`, V{"=id": g.digits(2)}, "MAV_SIGN_CFG", "MAV_COMP_ID")

	g.add("robot/benign-ardupilot-param-file", `
$ head -12 copter-x500.param
# Onboard parameters for Vehicle 1
#
# Stack: ArduPilot
# Vehicle: Multi-Rotor
# Version: 4.5.4 stable
# Git Revision: «_g»
#
# Vehicle-Id Component-Id Name Value Type
1	1	BRD_SERIAL_NUM	«_sn»	6
1	1	SYSID_THISMAV	1	2
1	1	SYSID_MYGCS	255	2
1	1	SERIAL2_PROTOCOL	2	2
`, V{"_g": g.hex(8), "_sn": g.digits(9)}, "SYSID_MYGCS", "BRD_SERIAL_NUM")

	g.add("robot/benign-aws-iot-describe-endpoint", `
$ aws iot describe-endpoint --endpoint-type iot:Data-ATS
{
    "endpointAddress": "«_ep»"
}
$ aws greengrassv2 list-core-devices --status HEALTHY --query 'coreDevices[].[coreDeviceThingName,lastStatusUpdateTimestamp]' --output text
amr-114	2024-06-12T09:51:02.118000+00:00
amr-115	2024-06-12T09:50:44.870000+00:00
`, V{"_ep": g.rbIoTEP()}, "iot:Data-ATS", "list-core-devices")

	g.add("robot/benign-env-example-robot-stack", `
$ cat .env.example
# copy to .env and fill in
NGC_API_KEY=nvapi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
FOXGLOVE_API_KEY=fox_sk_<your key>
ROBOFLOW_API_KEY=
SMARTCAR_CLIENT_SECRET=<from dashboard.smartcar.com>
MENDER_TENANT_TOKEN=<Settings → Organization and billing>
NTRIP_PASSWORD=changeme
ROS_DOMAIN_ID=17
`, nil, "nvapi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "fox_sk_<your key>", "<from dashboard.smartcar.com>", "NTRIP_PASSWORD=changeme")

	g.add("robot/benign-rosbag2-info", `
$ ros2 bag info field_test_0612
Files:             field_test_0612_0.mcap
Bag size:          4.1 GiB
Storage id:        mcap
ROS Distro:        humble
Duration:          1843.221s
Start:             Jun 12 2024 07:52:01.412 (1718178721.412)
End:               Jun 12 2024 08:22:44.633 (1718180564.633)
Messages:          3412207
Topic information: Topic: /amr_07/scan | Type: sensor_msgs/msg/LaserScan | Count: 36864 | Serialization Format: cdr
                   Topic: /amr_07/tf | Type: tf2_msgs/msg/TFMessage | Count: 921604 | Serialization Format: cdr
`, nil, "field_test_0612_0.mcap", "/amr_07/scan")

	g.add("robot/benign-tesla-vehicle-data-masked", `
$ curl -s -H "Authorization: Bearer $TESLA_ACCESS_TOKEN" "$FLEET/api/1/vehicles/«_vin»/vehicle_data?endpoints=charge_state" | jq '.response | {id, vin, state, charge: .charge_state.battery_level}'
{
  "id": «_id»,
  "vin": "«_vin»",
  "state": "online",
  "charge": 74
}
$ tesla-fleet tokens show
access_token:  eyJhbGciOi…(redacted, 1642 chars)
refresh_token: NA_****************************************************************
`, V{"_vin": g.rbVIN(), "_id": g.digits(16)}, "Bearer $TESLA_ACCESS_TOKEN", "NA_****************************************************************")

	g.add("robot/benign-dji-flight-record-summary", `
$ python3 parse_flightrecord.py DJIFlightRecord_2024-06-12_[07-44-12].txt
aircraft_name:   M30T-survey-2
aircraft_sn:     «_sn»
battery_sn:      «_bsn»
camera_sn:       «_csn»
app_version:     Pilot 2 v9.1.0.12
max_altitude_m:  118.4
distance_m:      5821.0
home_point:      47.3769, 8.5417
`, V{"_sn": g.rbDJISerial(), "_bsn": "4ER" + g.s(alUpNum, 11), "_csn": g.rbDJISerial()}, "M30T-survey-2", "Pilot 2 v9.1.0.12")

	g.add("robot/benign-udev-rules-serials", `
$ cat /etc/udev/rules.d/99-amr.rules
SUBSYSTEM=="tty", ATTRS{idVendor}=="1546", ATTRS{idProduct}=="01a9", ATTRS{serial}=="«_s1»", SYMLINK+="gnss"
SUBSYSTEM=="tty", ATTRS{idVendor}=="26ac", ATTRS{idProduct}=="0032", ATTRS{serial}=="«_s2»", SYMLINK+="px4"
SUBSYSTEM=="video4linux", ATTRS{serial}=="«_s3»", ATTR{index}=="0", SYMLINK+="cam_front"
`, V{"_s1": g.s(alUpNum, 8), "_s2": g.s(alHexU, 24), "_s3": g.s(alUpNum, 12)}, "SYMLINK+=\"gnss\"")

	g.add("robot/benign-mender-device-inventory", `
$ mender-cli devices list --server https://hosted.mender.io --detail 1 | head -14
ID: «_id»
Status: accepted
IdentityData:
  mac: «_mac»
  serial: «_sn»
Inventory:
  device_type: raspberrypi4
  artifact_name: amr-rootfs-2.3.1
  rootfs-image.checksum: «_sha»
  mender_client_version: 4.0.4
  kernel: Linux version 6.1.77-v8
`, V{"_id": g.hex(24), "_mac": "dc:a6:32:" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_sn": g.s(alHex, 16), "_sha": g.rbSha()}, "mender_client_version: 4.0.4")

	g.add("robot/benign-edge-impulse-deploy-output", `
$ edge-impulse-linux-runner --download modelfile.eim
[RUN] Downloading model...
[BLD] Created build job with ID «_job»
[BLD] Building binary OK
[RUN] Downloading model OK
[RUN] Stored model version in /home/dev/modelfile.eim
[RUN] Model: Weld seam QA (v«=v»), hash «_h», impulse #1, int8
`, V{"_job": g.digits(8), "=v": g.digits(2), "_h": g.hex(32)}, "/home/dev/modelfile.eim")

	g.add("robot/benign-git-log-robot-firmware", `
$ git log --oneline -5
«_a» fix(ntrip): retry caster login with exponential backoff
«_b» chore: move FOXGLOVE_API_KEY out of launch args
«_c» feat(mav): enable MAVLink 2 signing on telemetry radio
«_d» ci: sign rauc bundles with PKCS#11 key
«_e» docs: how to rotate the Tesla Fleet API partner key
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_e": g.hex(7)}, "enable MAVLink 2 signing on telemetry radio")

	g.add("robot/benign-jetson-serial-and-hw-ids", `
$ cat /proc/device-tree/serial-number; echo
«_sn»
$ sudo nvbootctrl dump-slots-info
Current version: 36.3.0
Capsule update status: 0
Current bootloader slot: A
$ cat /etc/nv_tegra_release
# R36 (release), REVISION: 3.0, GCID: «_gcid», BOARD: generic, EABI: aarch64, DATE: Thu Apr 25 03:14:05 UTC 2024
`, V{"_sn": g.digits(13), "_gcid": g.digits(8)}, "nv_tegra_release", "Current bootloader slot: A")
}
