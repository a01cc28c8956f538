package cases

import (
	"fmt"
	"strings"
)

// noviceCases adds credentials as beginners, students and hobbyists paste
// them while they work with a coding agent: homework, bootcamp and
// tutorial projects with hard-coded credentials. Sources: Flask, Django and
// FastAPI tutorials (app.config, settings.py, SQLAlchemy URIs, Flask-Mail),
// Express and Node apps (MongoDB Atlas URIs in app.js, mongoose,
// nodemailer, express-session, JWT secrets, Firebase web configs and
// service accounts, Supabase clients), Spring Boot application.properties
// and JDBC in Main.java, Android and C# school projects, PHP contact forms
// (PHPMailer, mysqli, PDO), wp-config.php copied into chat, bots (Discord,
// Telegram, Reddit praw, Twitter/X tweepy, Spotify spotipy, Twitch, Slack),
// Jupyter and Colab notebooks for data-science courses (OpenAI, Kaggle
// kaggle.json, Google Maps, OpenWeatherMap, Hugging Face, NewsAPI,
// Alpha Vantage), tracebacks and error messages quoting connection strings,
// console output after running scripts, .env files with misspelled names,
// keys in comments, TODOs, print statements, f-strings, URLs and string
// concatenation, non-English variable names (contraseña, passwort, senha,
// mot_de_passe, clave, mima, parola), Arduino and Raspberry Pi school
// projects, game mods and servers, personal websites, and Stack
// Overflow-style questions and chats pasting whole files. Benign
// look-alikes: tutorial placeholders (your-api-key-here, <YOUR_TOKEN>),
// version numbers, student ids, course codes, random seeds, hashes printed
// by exercises, public ids (client ids, project ids, app ids), commit
// shas, and masked values. The case names start with "novice/".
func (g *G) noviceCases() {
	g.nvPython()
	g.nvNode()
	g.nvJava()
	g.nvPHP()
	g.nvBots()
	g.nvNotebooks()
	g.nvErrors()
	g.nvEnvFiles()
	g.nvOddPlaces()
	g.nvIntl()
	g.nvHardware()
	g.nvGames()
	g.nvChat()
	g.nvBenign()
}

// ---- helpers used only here ----

// nvAdd is add with "ˋ" standing for a backtick.
func (g *G) nvAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// nvWeak is a beginner's password: a lower-case word and digits.
func (g *G) nvWeak() string {
	return strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 3+g.r.IntN(2))
}

// nvWeakBang is nvWeak with a capital and a symbol, as a password rule asks.
func (g *G) nvWeakBang() string {
	return g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "@", "#", "$", "*")
}

// nvAtlas is a MongoDB Atlas cluster host (benign).
func (g *G) nvAtlas() string {
	return g.pick("cluster0", "cluster0", "cluster1", "mycluster", "cluster-demo") + "." + g.s(alLowNum, 5) + ".mongodb.net"
}

// nvStudent is a student id (benign).
func (g *G) nvStudent() string { return g.pick("s", "u", "A0", "") + g.digits(7) }

// nvFlaskKey is a Flask secret key as students generate it.
func (g *G) nvFlaskKey() string {
	switch g.r.IntN(3) {
	case 0:
		return g.hex(32)
	case 1:
		return g.hex(48)
	}
	return g.b64u(32)
}

// nvSpotify is a Spotify client secret (32 hex).
func (g *G) nvSpotify() string { return g.hex(32) }

// nvReddit is a Reddit script app secret.
func (g *G) nvReddit() string { return g.b64u(27) }

// nvTwitterBearer is an X (Twitter) app bearer token.
func (g *G) nvTwitterBearer() string {
	return "AAAAAAAAAAAAAAAAAAAAA" + g.an(22) + "%3D" + g.an(50)
}

// nvTwitterAccess is an X (Twitter) user access token.
func (g *G) nvTwitterAccess() string { return g.digits(19) + "-" + g.an(30) }

// nvOWM is an OpenWeatherMap API key.
func (g *G) nvOWM() string { return g.hex(32) }

// nvGmailApp is a Google app password as Google shows it.
func (g *G) nvGmailApp() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// ---- Flask, Django, FastAPI ----

func (g *G) nvPython() {
	g.nvAdd("novice/flask-app-py-config-inline", `
from flask import Flask, render_template, request, redirect, url_for, flash
from flask_sqlalchemy import SQLAlchemy
from flask_login import LoginManager

app = Flask(__name__)
app.config['SECRET_KEY'] = '«a»'
app.config['SQLALCHEMY_DATABASE_URI'] = 'mysql+pymysql://root:«b»@localhost/todo_app'
app.config['SQLALCHEMY_TRACK_MODIFICATIONS'] = False

db = SQLAlchemy(app)
login_manager = LoginManager(app)
login_manager.login_view = 'login'
`, V{"a": g.nvFlaskKey(), "b": g.nvWeak()}, "SQLALCHEMY_TRACK_MODIFICATIONS", "login_manager.login_view = 'login'")

	g.nvAdd("novice/flask-mail-gmail-config", `
# config.py  (CS50 final project)
import os

class Config:
    SECRET_KEY = os.environ.get('SECRET_KEY') or '«a»'
    MAIL_SERVER = 'smtp.gmail.com'
    MAIL_PORT = 587
    MAIL_USE_TLS = True
    MAIL_USERNAME = 'maria.tkachenko.dev@gmail.com'
    MAIL_PASSWORD = '«b»'   # app password from google
    POSTS_PER_PAGE = 10
`, V{"a": g.pick("you-will-never-guess-", "hard-to-guess-string-", "super-secret-") + g.an(10), "b": g.nvGmailApp()},
		"MAIL_SERVER = 'smtp.gmail.com'", "POSTS_PER_PAGE = 10", "maria.tkachenko.dev@gmail.com")

	g.nvAdd("novice/django-settings-top", `
"""
Django settings for mysite project.

Generated by 'django-admin startproject' using Django 5.0.6.
"""

from pathlib import Path

# Build paths inside the project like this: BASE_DIR / 'subdir'.
BASE_DIR = Path(__file__).resolve().parent.parent


# Quick-start development settings - unsuitable for production
# See https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '«a»'

# SECURITY WARNING: don't run with debug turned on in production!
DEBUG = True

ALLOWED_HOSTS = ['*']
`, V{"a": g.djangoKey()}, "Generated by 'django-admin startproject' using Django 5.0.6.", "ALLOWED_HOSTS = ['*']")

	g.nvAdd("novice/django-settings-databases-postgres", `
DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'blog_db',
        'USER': 'postgres',
        'PASSWORD': '«a»',
        'HOST': 'localhost',
        'PORT': '5432',
    }
}

EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'
EMAIL_HOST = 'smtp.gmail.com'
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = 'blogproject.noreply@gmail.com'
EMAIL_HOST_PASSWORD = '«b»'
`, V{"a": g.nvWeak(), "b": strings.ReplaceAll(g.nvGmailApp(), " ", "")}, "'NAME': 'blog_db'", "blogproject.noreply@gmail.com")

	g.nvAdd("novice/fastapi-main-jwt-tutorial", `
from datetime import datetime, timedelta, timezone
from typing import Annotated

import jwt
from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import OAuth2PasswordBearer, OAuth2PasswordRequestForm
from passlib.context import CryptContext

# to get a string like this run:
# openssl rand -hex 32
SECRET_KEY = "«a»"
ALGORITHM = "HS256"
ACCESS_TOKEN_EXPIRE_MINUTES = 30

fake_users_db = {
    "johndoe": {
        "username": "johndoe",
        "full_name": "John Doe",
        "email": "johndoe@example.com",
        "hashed_password": "«_h»",
        "disabled": False,
    }
}
`, V{"a": g.hex(64), "_h": g.bcrypt()}, "openssl rand -hex 32", "ACCESS_TOKEN_EXPIRE_MINUTES = 30")

	g.nvAdd("novice/python-mysql-connector-homework", `
# Assignment 4 - Library Management System
# Name: Kwame Mensah   Student ID: «_sid»
# Course: CSC 2210 Database Systems, Fall 2024

import mysql.connector

mydb = mysql.connector.connect(
  host="localhost",
  user="root",
  password="«a»",
  database="library"
)

mycursor = mydb.cursor()
mycursor.execute("SELECT * FROM books WHERE available = 1")
for x in mycursor.fetchall():
  print(x)
`, V{"_sid": g.nvStudent(), "a": g.nvWeakBang()}, "CSC 2210 Database Systems, Fall 2024", "Kwame Mensah")

	g.nvAdd("novice/sqlalchemy-engine-create-remote", `
import pandas as pd
from sqlalchemy import create_engine

# connect to the class database on the uni server
engine = create_engine("postgresql://stu_«_sid»:«a»@pgsql.cs.uni-example.edu:5432/dbs2024")

df = pd.read_sql("select * from sales limit 100", engine)
print(df.head())
`, V{"_sid": g.digits(6), "a": g.pwURL()}, "pgsql.cs.uni-example.edu:5432/dbs2024")

	g.nvAdd("novice/streamlit-secrets-toml-pasted", `
here's my .streamlit/secrets.toml, the app works locally but on streamlit cloud it says KeyError: 'openai'

[openai]
api_key = "«a»"

[connections.gsheets]
spreadsheet = "https://docs.google.com/spreadsheets/d/«_sheet»/edit#gid=0"
type = "service_account"
project_id = "budget-tracker-«_p»"
private_key_id = "«_pkid»"
client_email = "sheets-bot@budget-tracker-«_p».iam.gserviceaccount.com"
`, V{"a": g.openai(), "_sheet": g.b64u(44), "_p": g.digits(6), "_pkid": g.hex(40)}, "KeyError: 'openai'", "[connections.gsheets]")

	g.nvAdd("novice/flask-session-secret-in-run", `
if __name__ == "__main__":
    app.secret_key = "«a»"
    app.run(debug=True, port=5000)
`, V{"a": g.pick("mysecret", "secretkey", "flaskapp", "mykey") + g.s(alDigit, 4) + g.an(6)}, "app.run(debug=True, port=5000)")

	g.nvAdd("novice/django-local-settings-import", `
# mysite/local_settings.py  -- dont commit!! (added to .gitignore... i think)
DEBUG = True
SECRET_KEY = "«a»"
STRIPE_PUBLIC_KEY = "«_pk»"
STRIPE_SECRET_KEY = "«b»"
AWS_ACCESS_KEY_ID = "«c»"
AWS_SECRET_ACCESS_KEY = "«d»"
AWS_STORAGE_BUCKET_NAME = "django-ecommerce-media-«_n»"
`, V{"a": g.djangoKey(), "_pk": "pk_test_51" + g.an(97), "b": g.skTest(), "c": g.awsID(), "d": g.awsSecret(), "_n": g.digits(4)}, "dont commit!!")

	g.nvAdd("novice/pymongo-client-notebook-style", `
from pymongo import MongoClient
client = MongoClient("mongodb+srv://«_u»:«a»@«_h»/?retryWrites=true&w=majority&appName=Cluster0")
db = client["sample_mflix"]
movies = db["movies"]
print(movies.count_documents({}))
`, V{"_u": g.pick("admin", "student", "user1", "dbUser"), "a": g.pwURL(), "_h": g.nvAtlas()}, "sample_mflix", "appName=Cluster0")

	g.nvAdd("novice/fastapi-database-py-supabase", `
# database.py
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker, declarative_base

SQLALCHEMY_DATABASE_URL = "postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres"

engine = create_engine(SQLALCHEMY_DATABASE_URL)
SessionLocal = sessionmaker(autocommit=False, autoflush=False, bind=engine)
Base = declarative_base()
`, V{"_ref": g.s(alLower, 20), "a": g.pwStrong()}, "aws-0-eu-central-1.pooler.supabase.com:6543")

	g.nvAdd("novice/python-smtplib-send-mail", `
import smtplib
from email.mime.text import MIMEText

sender = "birthdayreminder.bot@gmail.com"
passw = "«a»"
receiver = "grandma.lopez@yahoo.com"

msg = MIMEText("Happy birthday!! 🎂")
msg["Subject"] = "Reminder"
msg["From"] = sender
msg["To"] = receiver

with smtplib.SMTP_SSL("smtp.gmail.com", 465) as server:
    server.login(sender, passw)
    server.sendmail(sender, receiver, msg.as_string())
print("sent!")
`, V{"a": g.s(alLower, 16)}, "birthdayreminder.bot@gmail.com", "smtp.gmail.com")

	g.nvAdd("novice/tkinter-login-hardcoded-admin", `
import tkinter as tk
from tkinter import messagebox

ADMIN_USER = "admin"
ADMIN_PASS = "«a»"   # change later

def login():
    if user_entry.get() == ADMIN_USER and pass_entry.get() == ADMIN_PASS:
        messagebox.showinfo("Login", "Welcome!")
    else:
        messagebox.showerror("Login", "Wrong username or password")

root = tk.Tk()
root.title("Inventory v0.3")
`, V{"a": g.nvWeakBang()}, "Inventory v0.3", `ADMIN_USER = "admin"`)

	g.nvAdd("novice/requests-api-key-in-url", `
import requests

city = input("Enter city: ")
url = f"https://api.openweathermap.org/data/2.5/weather?q={city}&appid=«a»&units=metric"
res = requests.get(url)
data = res.json()
print(f"Temperature in {city}: {data['main']['temp']}°C")
`, V{"a": g.nvOWM()}, "https://api.openweathermap.org/data/2.5/weather?q={city}")

	g.nvAdd("novice/django-admin-createsuperuser-script", `
# populate.py - run with: python manage.py shell < populate.py
from django.contrib.auth.models import User

if not User.objects.filter(username="teacher").exists():
    User.objects.create_superuser("teacher", "teacher@school.example", "«a»")
for i in range(1, 31):
    User.objects.create_user(f"student{i:02d}", password="«b»")
print("done")
`, V{"a": g.nvWeakBang(), "b": g.nvWeak()}, "teacher@school.example", `f"student{i:02d}"`)
}

// ---- Express, Node, Firebase ----

func (g *G) nvNode() {
	g.nvAdd("novice/express-app-js-mongoose-atlas", `
const express = require('express');
const mongoose = require('mongoose');
const cors = require('cors');
const app = express();

app.use(cors());
app.use(express.json());

mongoose.connect('mongodb+srv://«_u»:«a»@«_h»/todoDB?retryWrites=true&w=majority')
  .then(() => console.log('MongoDB connected'))
  .catch(err => console.log(err));

app.use('/api/todos', require('./routes/todos'));

const PORT = process.env.PORT || 5000;
app.listen(PORT, () => console.log(ˋServer running on port ${PORT}ˋ));
`, V{"_u": g.pick("john", "admin", "mern", "test"), "a": g.pwURL(), "_h": g.nvAtlas()}, "app.use('/api/todos', require('./routes/todos'));")

	g.nvAdd("novice/express-session-secret-and-jwt", `
app.use(session({
  secret: '«a»',
  resave: false,
  saveUninitialized: true,
  cookie: { secure: false }
}));

const JWT_SECRET = "«b»";

app.post('/login', async (req, res) => {
  const user = await User.findOne({ email: req.body.email });
  if (!user) return res.status(400).send('Cannot find user');
  const token = jwt.sign({ id: user._id }, JWT_SECRET, { expiresIn: '1h' });
  res.json({ token });
});
`, V{"a": g.pick("keyboard cat ", "mysecret") + g.an(12), "b": g.an(24)}, "saveUninitialized: true", "Cannot find user")

	g.nvAdd("novice/firebase-web-config-benign", `
// Import the functions you need from the SDKs you need
import { initializeApp } from "firebase/app";
import { getAnalytics } from "firebase/analytics";
// TODO: Add SDKs for Firebase products that you want to use
// https://firebase.google.com/docs/web/setup#available-libraries

// Your web app's Firebase configuration
// For Firebase JS SDK v7.20.0 and later, measurementId is optional
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "chat-app-«=p».firebaseapp.com",
  projectId: "chat-app-«=p»",
  storageBucket: "chat-app-«=p».appspot.com",
  messagingSenderId: "«_s»",
  appId: "1:«_s»:web:«_a»",
  measurementId: "G-«_m»"
};

// Initialize Firebase
const app = initializeApp(firebaseConfig);
const analytics = getAnalytics(app);
`, V{"_k": g.googleKey(), "=p": g.s(alLowNum, 5), "_s": g.digits(12), "_a": g.hex(22), "_m": g.s(alUpNum, 10)}, "initializeApp(firebaseConfig)")

	g.nvAdd("novice/firebase-admin-service-account-in-index", `
const admin = require("firebase-admin");

const serviceAccount = {
  "type": "service_account",
  "project_id": "quiz-app-«_p»",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "firebase-adminsdk-«_c»@quiz-app-«_p».iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
};

admin.initializeApp({ credential: admin.credential.cert(serviceAccount) });
`, V{"_p": g.digits(5), "_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_c": g.s(alLowNum, 5), "_cid": g.digits(21)}, "https://oauth2.googleapis.com/token")

	g.nvAdd("novice/nodemailer-transport-gmail", `
const nodemailer = require("nodemailer");

const transporter = nodemailer.createTransport({
  service: "gmail",
  auth: {
    user: "portfolio.contact.form@gmail.com",
    pass: "«a»",
  },
});

app.post("/contact", (req, res) => {
  const { name, email, message } = req.body;
  transporter.sendMail({ from: email, to: "me@jordanlee.dev", subject: ˋNew message from ${name}ˋ, text: message });
  res.redirect("/thanks.html");
});
`, V{"a": g.nvGmailApp()}, "portfolio.contact.form@gmail.com", "me@jordanlee.dev")

	g.nvAdd("novice/db-js-mysql2-pool", `
// db.js
const mysql = require('mysql2');

const pool = mysql.createPool({
    host: 'localhost',
    user: 'root',
    password: '«a»',
    database: 'ecommerce_project',
    waitForConnections: true,
    connectionLimit: 10
});

module.exports = pool.promise();
`, V{"a": g.nvWeak()}, "ecommerce_project", "connectionLimit: 10")

	g.nvAdd("novice/supabase-client-service-role-in-frontend", `
// src/supabaseClient.js
import { createClient } from '@supabase/supabase-js'

const supabaseUrl = 'https://«_ref».supabase.co'
// anon key didnt work for inserting so i used this one
const supabaseKey = '«a»'

export const supabase = createClient(supabaseUrl, supabaseKey)
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "anon key didnt work for inserting so i used this one")

	g.nvAdd("novice/react-env-local-pasted", `
REACT_APP_API_URL=http://localhost:5000
REACT_APP_TMDB_KEY=«a»
REACT_APP_TMDB_READ_TOKEN=«b»
REACT_APP_YOUTUBE_KEY=«c»
`, V{"a": g.hex(32), "b": g.jwt("HS256", fmt.Sprintf(`{"aud":"%s","nbf":%d.1,"sub":"%s","scopes":["api_read"],"version":1}`, g.hex(32), 1700000000+g.r.IntN(30000000), g.hex(24))), "c": g.googleKey()}, "REACT_APP_API_URL=http://localhost:5000")

	g.nvAdd("novice/npm-start-console-output-uri", `
> backend@1.0.0 dev
> nodemon server.js

[nodemon] 3.1.4
[nodemon] to restart at any time, enter ˋrsˋ
[nodemon] watching path(s): *.*
[nodemon] watching extensions: js,mjs,cjs,json
[nodemon] starting ˋnode server.jsˋ
Connecting to mongodb+srv://«_u»:«a»@«_h»/shop ...
Server listening on http://localhost:3000
MongoDB connected: «_h»
`, V{"_u": g.pick("shopadmin", "dev", "root"), "a": g.pwURL(), "_h": g.nvAtlas()}, "[nodemon] 3.1.4")

	g.nvAdd("novice/vue-axios-hardcoded-bearer", `
<script>
import axios from 'axios'

export default {
  data() {
    return { movies: [], loading: true }
  },
  async mounted() {
    const res = await axios.get('https://api.themoviedb.org/3/movie/popular', {
      headers: { Authorization: 'Bearer «a»' }
    })
    this.movies = res.data.results
    this.loading = false
  }
}
</script>
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"aud":"%s","nbf":%d,"sub":"%s","scopes":["api_read"],"version":1}`, g.hex(32), 1700000000+g.r.IntN(30000000), g.hex(24)))}, "https://api.themoviedb.org/3/movie/popular")

	g.nvAdd("novice/next-js-api-route-openai", `
// pages/api/generate.js
import OpenAI from "openai";

const openai = new OpenAI({
  apiKey: "«a»", // process.env wasnt loading??
});

export default async function handler(req, res) {
  const completion = await openai.chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: req.body.prompt }],
  });
  res.status(200).json({ result: completion.choices[0].message.content });
}
`, V{"a": g.openai()}, "process.env wasnt loading??", `model: "gpt-4o-mini"`)

	g.nvAdd("novice/express-stripe-checkout-test-key", `
const stripe = require('stripe')('«a»');

app.post('/create-checkout-session', async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    line_items: [{ price: '«_price»', quantity: 1 }],
    mode: 'payment',
    success_url: ˋ${YOUR_DOMAIN}/success.htmlˋ,
    cancel_url: ˋ${YOUR_DOMAIN}/cancel.htmlˋ,
  });
  res.redirect(303, session.url);
});
`, V{"a": g.skTest(), "_price": "price_1" + g.an(23)}, "/create-checkout-session")

	g.nvAdd("novice/discord-js-config-json", `
{
	"token": "«a»",
	"clientId": "«_cid»",
	"guildId": "«_gid»",
	"prefix": "!"
}
`, V{"a": g.discordBot(), "_cid": g.digits(19), "_gid": g.digits(19)}, `"prefix": "!"`)

	g.nvAdd("novice/node-pg-client-elephantsql", `
const { Client } = require('pg')
const client = new Client({
  connectionString: 'postgres://«_u»:«a»@«_h».db.elephantsql.com/«_u»'
})
client.connect()
`, V{"_u": g.s(alLower, 8), "a": g.b64u(32), "_h": g.pick("stampy", "rajje", "mahmud", "lallah")}, "db.elephantsql.com")
}

// ---- Java, Spring, Android, C# ----

func (g *G) nvJava() {
	g.nvAdd("novice/spring-application-properties", `
spring.application.name=studentportal
server.port=8081

spring.datasource.url=jdbc:mysql://localhost:3306/student_portal?useSSL=false&serverTimezone=UTC
spring.datasource.username=root
spring.datasource.password=«a»
spring.jpa.hibernate.ddl-auto=update
spring.jpa.show-sql=true

spring.mail.host=smtp.gmail.com
spring.mail.port=587
spring.mail.username=studentportal.team7@gmail.com
spring.mail.password=«b»
spring.mail.properties.mail.smtp.auth=true
spring.mail.properties.mail.smtp.starttls.enable=true

jwt.secret=«c»
jwt.expiration=86400000
`, V{"a": g.nvWeak(), "b": g.nvGmailApp(), "c": g.b64(48)}, "spring.application.name=studentportal", "jwt.expiration=86400000")

	g.nvAdd("novice/java-jdbc-main-homework", `
import java.sql.*;

public class Main {
    static final String DB_URL = "jdbc:mysql://localhost:3306/hotel";
    static final String USER = "root";
    static final String PASS = "«a»";

    public static void main(String[] args) {
        try (Connection conn = DriverManager.getConnection(DB_URL, USER, PASS);
             Statement stmt = conn.createStatement()) {
            ResultSet rs = stmt.executeQuery("SELECT room_no, price FROM rooms");
            while (rs.next()) {
                System.out.println(rs.getInt("room_no") + " " + rs.getDouble("price"));
            }
        } catch (SQLException e) {
            e.printStackTrace();
        }
    }
}
`, V{"a": g.nvWeakBang()}, "jdbc:mysql://localhost:3306/hotel")

	g.nvAdd("novice/spring-application-yml-oauth", `
spring:
  datasource:
    url: jdbc:postgresql://localhost:5432/recipes
    username: postgres
    password: «a»
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: «_cid»
            client-secret: «b»
          google:
            client-id: «_gid».apps.googleusercontent.com
            client-secret: «c»
`, V{"a": g.nvWeak(), "_cid": "Ov23li" + g.an(14), "b": g.hex(40), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "jdbc:postgresql://localhost:5432/recipes")

	g.nvAdd("novice/android-strings-xml-keys", `
<resources>
    <string name="app_name">WeatherNow</string>
    <string name="hello_first_fragment">Hello first fragment</string>
    <string name="openweather_api_key">«a»</string>
    <string name="google_maps_key" templateMergeStrategy="preserve" translatable="false">«b»</string>
    <string name="news_api_key">«c»</string>
</resources>
`, V{"a": g.nvOWM(), "b": g.googleKey(), "c": g.hex(32)}, `<string name="app_name">WeatherNow</string>`)

	g.nvAdd("novice/android-kotlin-retrofit-companion", `
object RetrofitInstance {
    private const val BASE_URL = "https://newsapi.org/v2/"
    const val API_KEY = "«a»"

    val api: NewsApi by lazy {
        Retrofit.Builder()
            .baseUrl(BASE_URL)
            .addConverterFactory(GsonConverterFactory.create())
            .build()
            .create(NewsApi::class.java)
    }
}
`, V{"a": g.hex(32)}, `BASE_URL = "https://newsapi.org/v2/"`)

	g.nvAdd("novice/csharp-sqlconnection-winforms", `
private void btnLogin_Click(object sender, EventArgs e)
{
    string connStr = "Data Source=DESKTOP-«_pc»\\SQLEXPRESS;Initial Catalog=PharmacyDB;User ID=sa;Password=«a»";
    using (SqlConnection con = new SqlConnection(connStr))
    {
        con.Open();
        SqlCommand cmd = new SqlCommand("SELECT COUNT(*) FROM Users WHERE Username='" + txtUser.Text + "' AND Password='" + txtPass.Text + "'", con);
        int count = (int)cmd.ExecuteScalar();
        if (count == 1) { new Dashboard().Show(); this.Hide(); }
        else MessageBox.Show("Invalid login");
    }
}
`, V{"_pc": g.s(alUpNum, 7), "a": g.nvWeakBang()}, "Initial Catalog=PharmacyDB", "MessageBox.Show(\"Invalid login\")")

	g.nvAdd("novice/appsettings-json-aspnet-student", `
{
  "ConnectionStrings": {
    "DefaultConnection": "Server=tcp:eventplanner-«_n».database.windows.net,1433;Initial Catalog=eventplanner;Persist Security Info=False;User ID=sqladmin;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  },
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "SendGrid": { "ApiKey": "«b»", "FromEmail": "noreply@eventplanner.example" },
  "AllowedHosts": "*"
}
`, V{"_n": g.digits(4), "a": g.pwStrong(), "b": g.sendgrid()}, "noreply@eventplanner.example", `"Microsoft.AspNetCore": "Warning"`)

	g.nvAdd("novice/java-mail-properties-swing", `
        Properties props = new Properties();
        props.put("mail.smtp.host", "smtp.office365.com");
        props.put("mail.smtp.port", "587");
        props.put("mail.smtp.auth", "true");
        props.put("mail.smtp.starttls.enable", "true");

        Session session = Session.getInstance(props, new Authenticator() {
            protected PasswordAuthentication getPasswordAuthentication() {
                return new PasswordAuthentication("j.novak@student.uni-example.cz", "«a»");
            }
        });
`, V{"a": g.nvWeakBang()}, "smtp.office365.com", "j.novak@student.uni-example.cz")

	g.nvAdd("novice/gradle-properties-github-packages", `
# gradle.properties
org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
gpr.user=tomasz-dev
gpr.key=«a»
MAPS_API_KEY=«b»
`, V{"a": g.ghp(), "b": g.googleKey()}, "org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8", "gpr.user=tomasz-dev")

	g.nvAdd("novice/java-constants-class-api", `
package com.example.cryptotracker;

public final class Constants {
    private Constants() {}

    public static final String BASE_URL = "https://pro-api.coinmarketcap.com/";
    public static final String CMC_API_KEY = "«a»";
    public static final int REFRESH_SECONDS = 60;
    public static final String APP_VERSION = "1.0.3-beta";
}
`, V{"a": g.uuid()}, "https://pro-api.coinmarketcap.com/", `APP_VERSION = "1.0.3-beta"`)
}

// ---- PHP, WordPress, personal websites ----

func (g *G) nvPHP() {
	g.nvAdd("novice/php-contact-form-phpmailer", `
<?php
use PHPMailer\PHPMailer\PHPMailer;
use PHPMailer\PHPMailer\Exception;

require 'vendor/autoload.php';

if ($_SERVER["REQUEST_METHOD"] == "POST") {
    $mail = new PHPMailer(true);
    try {
        $mail->isSMTP();
        $mail->Host       = 'smtp.hostinger.com';
        $mail->SMTPAuth   = true;
        $mail->Username   = 'contact@lucia-ferraro.com';
        $mail->Password   = '«a»';
        $mail->SMTPSecure = PHPMailer::ENCRYPTION_SMTPS;
        $mail->Port       = 465;

        $mail->setFrom('contact@lucia-ferraro.com', 'Portfolio');
        $mail->addAddress('lucia.ferraro94@gmail.com');
        $mail->Subject = 'New message from ' . $_POST['name'];
        $mail->Body    = $_POST['message'];
        $mail->send();
        echo 'Message has been sent';
    } catch (Exception $e) {
        echo "Message could not be sent. Mailer Error: {$mail->ErrorInfo}";
    }
}
`, V{"a": g.nvWeakBang()}, "smtp.hostinger.com", "contact@lucia-ferraro.com", "lucia.ferraro94@gmail.com")

	g.nvAdd("novice/php-mysqli-connect-include", `
<?php
// includes/db.php
$servername = "localhost";
$username = "u«_id»_admin";
$password = "«a»";
$dbname = "u«_id»_shop";

$conn = mysqli_connect($servername, $username, $password, $dbname);
if (!$conn) {
    die("Connection failed: " . mysqli_connect_error());
}
?>
`, V{"_id": g.digits(9), "a": g.pwStrong()}, `$servername = "localhost";`)

	g.nvAdd("novice/wp-config-pasted-chat", `
user: i moved my wordpress site to a new host and now it says "Error establishing a database connection". this is my wp-config:

define( 'DB_NAME', 'epiz_«_n»_wp«_w»' );
define( 'DB_USER', 'epiz_«_n»' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'sql«_s».epizy.com' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
define( 'LOGGED_IN_KEY',    '«d»' );
define( 'NONCE_KEY',        '«e»' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
`, V{"_n": g.digits(8), "_w": g.digits(3), "a": g.an(14), "_s": g.digits(3), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64), "d": g.s(alSalt, 64), "e": g.s(alSalt, 64)}, "Error establishing a database connection", "$table_prefix = 'wp_';")

	g.nvAdd("novice/php-pdo-login-page", `
<?php
session_start();
$host = '127.0.0.1';
$db   = 'school_project';
$user = 'phpuser';
$pass = '«a»';
$dsn = "mysql:host=$host;dbname=$db;charset=utf8mb4";
try {
     $pdo = new PDO($dsn, $user, $pass);
} catch (\PDOException $e) {
     throw new \PDOException($e->getMessage(), (int)$e->getCode());
}
if (isset($_POST['login'])) {
    $stmt = $pdo->prepare("SELECT * FROM users WHERE email = ?");
    $stmt->execute([$_POST['email']]);
`, V{"a": g.nvWeak()}, "$db   = 'school_project';")

	g.nvAdd("novice/php-recaptcha-secret", `
<?php
$secretKey = "«a»";
$responseKey = $_POST['g-recaptcha-response'];
$userIP = $_SERVER['REMOTE_ADDR'];
$url = "https://www.google.com/recaptcha/api/siteverify?secret=$secretKey&response=$responseKey&remoteip=$userIP";
$response = file_get_contents($url);
$response = json_decode($response);
if ($response->success) { echo "Verification success. Your name is: $name"; }
?>
<div class="g-recaptcha" data-sitekey="«_site»"></div>
`, V{"a": "6L" + g.b64u(38), "_site": "6L" + g.b64u(38)}, "https://www.google.com/recaptcha/api/siteverify")

	g.nvAdd("novice/laravel-env-pasted-whole", `
APP_NAME=Laravel
APP_ENV=local
APP_KEY=«a»
APP_DEBUG=true
APP_URL=http://localhost

LOG_CHANNEL=stack
LOG_LEVEL=debug

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=bookstore
DB_USERNAME=root
DB_PASSWORD=«b»

MAIL_MAILER=smtp
MAIL_HOST=sandbox.smtp.mailtrap.io
MAIL_PORT=2525
MAIL_USERNAME=«=mu»
MAIL_PASSWORD=«c»
MAIL_ENCRYPTION=null

PUSHER_APP_ID=«_pid»
PUSHER_APP_KEY=«_pkey»
PUSHER_APP_SECRET=«d»
PUSHER_APP_CLUSTER=eu
`, V{"a": g.laravelKey(), "b": g.nvWeak(), "=mu": g.hex(14), "c": g.hex(14), "_pid": g.digits(7), "_pkey": g.hex(20), "d": g.hex(20)}, "MAIL_HOST=sandbox.smtp.mailtrap.io", "DB_DATABASE=bookstore")

	g.nvAdd("novice/ftp-filezilla-sitemanager-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host>ftpupload.net</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>if0_«_n»</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<Name>my site</Name>
		</Server>
	</Servers>
</FileZilla3>
`, V{"_n": g.digits(8), "a": b64s(g.an(12))}, "ftpupload.net", "<Name>my site</Name>")

	g.nvAdd("novice/php-mail-ini-set-smtp", `
<?php
// contact.php - my first website!!
ini_set("SMTP", "mail.my-bakery-site.com");
ini_set("smtp_port", "587");
ini_set("sendmail_from", "orders@my-bakery-site.com");
// $smtp_pw = "«a»";  <- host support said to put it here??
$to = "orders@my-bakery-site.com";
$subject = "Cake order from " . htmlspecialchars($_POST['name']);
mail($to, $subject, $_POST['details']);
header("Location: thankyou.html");
`, V{"a": g.nvWeakBang()}, "orders@my-bakery-site.com", "my first website!!")

	g.nvAdd("novice/github-pages-contact-emailjs", `
<script src="https://cdn.jsdelivr.net/npm/@emailjs/browser@4/dist/email.min.js"></script>
<script>
  emailjs.init({ publicKey: "«_pub»" });
  // private key for the REST api, putting it here for now
  const EMAILJS_PRIVATE = "«a»";
  document.getElementById('contact-form').addEventListener('submit', function(event) {
    event.preventDefault();
    emailjs.sendForm('service_«_svc»', 'template_«_tpl»', this);
  });
</script>
`, V{"_pub": g.b64u(17), "a": g.b64u(22), "_svc": g.s(alLowNum, 7), "_tpl": g.s(alLowNum, 7)}, "private key for the REST api, putting it here for now")

	g.nvAdd("novice/htpasswd-and-admin-php", `
$ cat .htaccess
AuthType Basic
AuthName "Restricted Area"
AuthUserFile /home/«_u»/public_html/admin/.htpasswd
Require valid-user
$ cat admin/config.php
<?php
$admin_user = "«_u»";
$admin_pass = "«a»";
$gallery_dir = "../uploads/gallery/";
`, V{"_u": g.pick("maxim", "jenny", "raul") + g.digits(2), "a": g.nvWeakBang()}, `AuthName "Restricted Area"`, "../uploads/gallery/")
}

// ---- bots ----

func (g *G) nvBots() {
	g.nvAdd("novice/discord-py-main-token-bottom", `
import discord
from discord.ext import commands
import random

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (ID: {bot.user.id})")

@bot.command()
async def roll(ctx, sides: int = 6):
    await ctx.send(f"🎲 {random.randint(1, sides)}")

bot.run("«a»")
`, V{"a": g.discordBot()}, `command_prefix="!"`)

	g.nvAdd("novice/discord-bot-console-logged-in", `
PS C:\Users\Ethan\Desktop\discord bot> python main.py
2024-11-02 19:44:10 INFO     discord.client logging in using static token
2024-11-02 19:44:11 INFO     discord.gateway Shard ID None has connected to Gateway (Session ID: «_sess»).
Logged in as MemeLord#4821 (ID: «_id»)
token = «a»
------
`, V{"_sess": g.hex(32), "_id": g.digits(19), "a": g.discordBot()}, "discord.client logging in using static token", "MemeLord#4821")

	g.nvAdd("novice/telegram-bot-python-telegram-bot", `
from telegram import Update
from telegram.ext import ApplicationBuilder, CommandHandler, ContextTypes

TOKEN = '«a»'
CHAT_ID = «_chat»

async def start(update: Update, context: ContextTypes.DEFAULT_TYPE):
    await update.message.reply_text(f'Hello {update.effective_user.first_name}')

app = ApplicationBuilder().token(TOKEN).build()
app.add_handler(CommandHandler("start", start))
app.run_polling()
`, V{"a": g.telegram(), "_chat": "-100" + g.digits(10)}, `CommandHandler("start", start)`)

	g.nvAdd("novice/telegram-curl-sendmessage", `
$ curl -s "https://api.telegram.org/bot«a»/sendMessage?chat_id=«_chat»&text=backup%20done"
{"ok":true,"result":{"message_id":«_mid»,"from":{"id":«_bid»,"is_bot":true,"first_name":"pi_notify","username":"pi_notify_bot"},"chat":{"id":«_chat»,"first_name":"Ali","type":"private"},"date":«_d»,"text":"backup done"}}
`, V{"a": g.telegram(), "_chat": g.digits(9), "_mid": g.digits(3), "_bid": g.digits(10), "_d": g.digits(10)}, "pi_notify_bot")

	g.nvAdd("novice/praw-reddit-instance", `
import praw

reddit = praw.Reddit(
    client_id="«_cid»",
    client_secret="«a»",
    user_agent="script:wallpaper-downloader:v0.1 (by u/«_u»)",
    username="«_u»",
    password="«b»",
)

for post in reddit.subreddit("EarthPorn").top(time_filter="week", limit=25):
    print(post.title, post.url)
`, V{"_cid": g.b64u(22), "a": g.nvReddit(), "_u": g.pick("throwaway_dev", "pixel_potato", "noob_coder") + g.digits(3), "b": g.nvWeakBang()}, "script:wallpaper-downloader:v0.1")

	g.nvAdd("novice/praw-ini-file", `
[DEFAULT]
check_for_updates=True
comment_kind=t1
message_kind=t4

[bot1]
client_id=«_cid»
client_secret=«a»
password=«b»
username=sentiment_bot_«_n»
`, V{"_cid": g.b64u(22), "a": g.nvReddit(), "b": g.nvWeak(), "_n": g.digits(2)}, "comment_kind=t1")

	g.nvAdd("novice/tweepy-client-all-four", `
import tweepy

client = tweepy.Client(
    bearer_token="«a»",
    consumer_key="«=ck»",
    consumer_secret="«b»",
    access_token="«c»",
    access_token_secret="«d»"
)

response = client.create_tweet(text="Hello world from my #100DaysOfCode bot! Day 1")
print(response)
`, V{"a": g.nvTwitterBearer(), "=ck": g.an(25), "b": g.an(50), "c": g.nvTwitterAccess(), "d": g.an(45)}, "#100DaysOfCode")

	g.nvAdd("novice/spotipy-oauth-playlist", `
import spotipy
from spotipy.oauth2 import SpotifyOAuth

sp = spotipy.Spotify(auth_manager=SpotifyOAuth(
    client_id="«_cid»",
    client_secret="«a»",
    redirect_uri="http://127.0.0.1:8888/callback",
    scope="playlist-modify-public user-top-read"))

top = sp.current_user_top_tracks(limit=20, time_range="short_term")
`, V{"_cid": g.hex(32), "a": g.nvSpotify()}, "http://127.0.0.1:8888/callback", "playlist-modify-public user-top-read")

	g.nvAdd("novice/spotify-cache-file", `
$ cat .cache
{"access_token": "«a»", "token_type": "Bearer", "expires_in": 3600, "scope": "playlist-modify-public user-top-read", "expires_at": «_exp», "refresh_token": "«b»"}
`, V{"a": "BQ" + g.b64u(200), "_exp": g.digits(10), "b": "AQ" + g.b64u(129)}, `"token_type": "Bearer"`)

	g.nvAdd("novice/twitch-bot-oauth-irc", `
# twitchio bot for my stream
from twitchio.ext import commands

class Bot(commands.Bot):
    def __init__(self):
        super().__init__(token='oauth:«a»', prefix='?', initial_channels=['cozy_gamer_«_n»'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')
        print(f'User id is | {self.user_id}')
`, V{"a": g.s(alLowNum, 30), "_n": g.digits(2)}, "initial_channels=['cozy_gamer_")

	g.nvAdd("novice/slack-bolt-homework-bot", `
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

app = App(token="«a»")

@app.message("hello")
def message_hello(message, say):
    say(f"Hey there <@{message['user']}>!")

if __name__ == "__main__":
    SocketModeHandler(app, "«b»").start()
`, V{"a": g.xoxb(), "b": g.xapp()}, "SocketModeHandler(app,")

	g.nvAdd("novice/discord-webhook-url-python", `
import requests
WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"
data = {"content": "Price dropped! RTX 4060 now €289", "username": "PriceWatcher"}
r = requests.post(WEBHOOK, json=data)
print(r.status_code)  # 204
`, V{"_id": g.digits(19), "a": g.b64u(68)}, "PriceWatcher")

	g.nvAdd("novice/whatsapp-twilio-sandbox", `
from twilio.rest import Client

account_sid = '«_sid»'
auth_token = '«a»'
client = Client(account_sid, auth_token)

message = client.messages.create(
  from_='whatsapp:+14155238886',
  body='Your appointment is coming up on July 21 at 3PM',
  to='whatsapp:+4915«_ph»'
)
print(message.sid)
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_ph": g.digits(9)}, "whatsapp:+14155238886")

	g.nvAdd("novice/discord-bot-env-with-quotes-spaces", `
# .env
DISCORD_TOKEN = "«a»"
GUILD_ID = «_gid»
OWNER_ID = «_oid»
OPENAI_KEY = «b»
`, V{"a": g.discordBot(), "_gid": g.digits(19), "_oid": g.digits(18), "b": g.openai()}, "GUILD_ID = ")

	g.nvAdd("novice/telegram-bot-token-in-readme", `
# Weather Telegram Bot

A simple bot that sends you the weather every morning ☀️

## How to run

1. pip install -r requirements.txt
2. put your token in bot.py (mine is «a», pls dont use it lol)
3. python bot.py

Made by Dimitri for the Python course @ «_school»
`, V{"a": g.telegram(), "_school": g.pick("HTL Leonding", "Le Wagon", "Code Academy Berlin")}, "pip install -r requirements.txt")
}

// ---- Jupyter, Colab, data-science courses ----

func (g *G) nvNotebooks() {
	g.nvAdd("novice/ipynb-openai-cell-json", `
{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": [
    "# Lab 3: Prompt engineering\n",
    "DS 4420 - Spring 2025"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 2,
   "metadata": {},
   "outputs": [],
   "source": [
    "from openai import OpenAI\n",
    "client = OpenAI(api_key=\"«a»\")\n",
    "MODEL = \"gpt-4o-mini\""
   ]
  }
 ],
 "metadata": {
  "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
  "language_info": {"name": "python", "version": "3.11.7"}
 },
 "nbformat": 4,
 "nbformat_minor": 5
}
`, V{"a": g.openai()}, "DS 4420 - Spring 2025", `"version": "3.11.7"`)

	g.nvAdd("novice/kaggle-json-colab-cell", `
# In[1]:
!pip install -q kaggle
!mkdir -p ~/.kaggle
!echo '{"username":"«_u»","key":"«a»"}' > ~/.kaggle/kaggle.json
!chmod 600 ~/.kaggle/kaggle.json
!kaggle competitions download -c titanic

# Out[1]:
Downloading titanic.zip to /content
100% 34.1k/34.1k [00:00<00:00, 41.2MB/s]
`, V{"_u": g.pick("ananyasharma", "lucasmoreira", "kimjiwoo") + g.digits(2), "a": g.hex(32)}, "kaggle competitions download -c titanic")

	g.nvAdd("novice/kaggle-json-cat", `
$ cat ~/.kaggle/kaggle.json
{"username":"«_u»","key":"«a»"}
$ kaggle datasets list -s "house prices"
ref                                                   title                               size  lastUpdated          downloadCount
----------------------------------------------------  ---------------------------------  -----  -------------------  -------------
yasserh/housing-prices-dataset                        Housing Prices Dataset              5KB  2022-01-12 13:34:07          98211
`, V{"_u": g.pick("ravi", "olga", "mateo") + "kumar" + g.digits(3), "a": g.hex(32)}, "yasserh/housing-prices-dataset")

	g.nvAdd("novice/colab-os-environ-cells", `
import os
os.environ["HUGGINGFACEHUB_API_TOKEN"] = "«a»"
os.environ["OPENAI_API_KEY"] = "«b»"
os.environ["PINECONE_API_KEY"] = "«c»"

from langchain_openai import ChatOpenAI
llm = ChatOpenAI(temperature=0.7)
`, V{"a": g.hfTok(), "b": g.openai(), "c": g.pinecone()}, "ChatOpenAI(temperature=0.7)")

	g.nvAdd("novice/notebook-googlemaps-geocode", `
In [7]: import googlemaps
   ...: gmaps = googlemaps.Client(key='«a»')
   ...: geocode_result = gmaps.geocode('1600 Amphitheatre Parkway, Mountain View, CA')
   ...: geocode_result[0]['geometry']['location']
Out[7]: {'lat': 37.4224428, 'lng': -122.0842467}
`, V{"a": g.googleKey()}, "{'lat': 37.4224428, 'lng': -122.0842467}")

	g.nvAdd("novice/notebook-alpha-vantage-stocks", `
API_KEY = '«a»'   # free key from alphavantage
symbol = 'AAPL'
url = f'https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol={symbol}&apikey={API_KEY}&outputsize=full'
r = requests.get(url)
df = pd.DataFrame(r.json()['Time Series (Daily)']).T
np.random.seed(42)
train, test = train_test_split(df, test_size=0.2, random_state=42)
`, V{"a": g.s(alUpNum, 16)}, "np.random.seed(42)", "random_state=42")

	g.nvAdd("novice/notebook-newsapi-output-url", `
resp = requests.get(url)
print(resp.url)
print(resp.json()['totalResults'])

https://newsapi.org/v2/everything?q=climate&from=2025-03-01&sortBy=popularity&apiKey=«a»
3125
`, V{"a": g.hex(32)}, "sortBy=popularity")

	g.nvAdd("novice/colab-drive-mount-and-gemini", `
from google.colab import drive
drive.mount('/content/drive')
Mounted at /content/drive

import google.generativeai as genai
genai.configure(api_key="«a»")
model = genai.GenerativeModel("gemini-1.5-flash")
response = model.generate_content("Summarise chapter 3 of my thesis")
`, V{"a": g.googleKey()}, "Mounted at /content/drive", `"gemini-1.5-flash"`)

	g.nvAdd("novice/notebook-huggingface-login-output", `
from huggingface_hub import login
login(token="«a»")

The token has not been saved to the git credentials helper. Pass ˋadd_to_git_credential=Trueˋ in this function directly or ˋ--add-to-git-credential ˋ if using via ˋhuggingface-cliˋ if you want to set the git credential as well.
Token is valid (permission: write).
Your token has been saved to /root/.cache/huggingface/token
Login successful
`, V{"a": g.hfTok()}, "/root/.cache/huggingface/token", "Token is valid (permission: write).")

	g.nvAdd("novice/ipynb-output-printed-key", `
   {
   "cell_type": "code",
   "execution_count": 14,
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "using key: «a»\n",
      "Accuracy: 0.8731\n",
      "F1 score: 0.8512\n"
     ]
    }
   ],
   "source": [
    "print('using key:', openai.api_key)\n",
    "print(f'Accuracy: {acc:.4f}')"
   ]
  },
`, V{"a": g.openaiOld()}, "Accuracy: 0.8731", "F1 score: 0.8512")

	g.nvAdd("novice/notebook-weather-openweathermap-loop", `
api_key = "«a»"
cities = ["Lagos", "Nairobi", "Accra", "Kigali"]
rows = []
for c in cities:
    r = requests.get("http://api.openweathermap.org/data/2.5/weather", params={"q": c, "appid": api_key, "units": "metric"})
    rows.append({"city": c, "temp": r.json()["main"]["temp"]})
pd.DataFrame(rows)
`, V{"a": g.nvOWM()}, `cities = ["Lagos", "Nairobi", "Accra", "Kigali"]`)

	g.nvAdd("novice/notebook-mongodb-course-lab", `
# Lab 5 - NoSQL  |  student: «_sid»
# !!! professor said use the shared cluster user, password below
uri = "mongodb+srv://class_user:«a»@«_h»/?retryWrites=true&w=majority"
client = pymongo.MongoClient(uri)
client.admin.command('ping')
# Pinged your deployment. You successfully connected to MongoDB!
`, V{"_sid": g.nvStudent(), "a": g.pwURL(), "_h": g.nvAtlas()}, "Pinged your deployment. You successfully connected to MongoDB!")

	g.nvAdd("novice/notebook-aws-boto3-client-keys", `
import boto3
s3 = boto3.client(
    's3',
    aws_access_key_id='«a»',
    aws_secret_access_key='«b»',
    region_name='us-east-1'
)
s3.upload_file('model.pkl', 'ml-course-project-bucket-«_n»', 'models/model.pkl')
`, V{"a": g.awsID(), "b": g.awsSecret(), "_n": g.digits(4)}, "ml-course-project-bucket-")

	g.nvAdd("novice/notebook-anthropic-client", `
import anthropic

client = anthropic.Anthropic(api_key="«a»")
message = client.messages.create(
    model="claude-3-5-sonnet-20241022",
    max_tokens=1024,
    messages=[{"role": "user", "content": "Explain gradient descent like I'm 12"}],
)
print(message.content[0].text)
`, V{"a": g.anthropic()}, `model="claude-3-5-sonnet-20241022"`)

	g.nvAdd("novice/notebook-wandb-login", `
!pip install wandb -qU
import wandb
wandb.login(key="«a»")
wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc
wandb: Currently logged in as: «_u» («_u»-uni). Use ˋwandb login --reloginˋ to force relogin
run = wandb.init(project="cnn-cifar10", config={"lr": 1e-3, "epochs": 20, "seed": 1337})
`, V{"a": g.hex(40), "_u": g.pick("mlstudent", "deepfreddie", "nina-k")}, `"seed": 1337`, "cnn-cifar10")

	g.nvAdd("novice/notebook-spotify-client-credentials", `
CLIENT_ID = "«_cid»"
CLIENT_SECRET = "«a»"

auth_response = requests.post("https://accounts.spotify.com/api/token", {
    "grant_type": "client_credentials",
    "client_id": CLIENT_ID,
    "client_secret": CLIENT_SECRET,
})
access_token = auth_response.json()["access_token"]
print(access_token)
«b»
`, V{"_cid": g.hex(32), "a": g.nvSpotify(), "b": "BQ" + g.b64u(113)}, "https://accounts.spotify.com/api/token")

	g.nvAdd("novice/notebook-tweepy-v1-auth", `
consumer_key = "«=ck»"
consumer_secret = "«a»"
access_token = "«b»"
access_token_secret = "«c»"

auth = tweepy.OAuth1UserHandler(consumer_key, consumer_secret, access_token, access_token_secret)
api = tweepy.API(auth, wait_on_rate_limit=True)
tweets = api.search_tweets(q="#ElectionDay -filter:retweets", lang="en", count=100)
`, V{"=ck": g.an(25), "a": g.an(50), "b": g.nvTwitterAccess(), "c": g.an(45)}, "#ElectionDay -filter:retweets")
}

// ---- errors and tracebacks ----

func (g *G) nvErrors() {
	g.nvAdd("novice/traceback-psycopg2-dsn", `
Traceback (most recent call last):
  File "C:\Users\Amina\Documents\uni\dbproject\app.py", line 12, in <module>
    conn = psycopg2.connect("host=db.«_ref».supabase.co dbname=postgres user=postgres password=«a» port=5432")
  File "C:\Users\Amina\AppData\Local\Programs\Python\Python312\Lib\site-packages\psycopg2\__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "db.«_ref».supabase.co" (2a05:d014:1c06:5f01:«_ip6»), port 5432 failed: Network is unreachable
	Is the server running on that host and accepting TCP/IP connections?
`, V{"_ref": g.s(alLower, 20), "a": g.pwStrong(), "_ip6": g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4)}, "Network is unreachable")

	g.nvAdd("novice/traceback-pymongo-serverselection", `
pymongo.errors.ServerSelectionTimeoutError: ac-«_s»-shard-00-01.«_c».mongodb.net:27017: connection closed,ac-«_s»-shard-00-00.«_c».mongodb.net:27017: connection closed, Timeout: 30s, Topology Description: <TopologyDescription id: «_tid», topology_type: ReplicaSetNoPrimary, servers: [...]>

this is my connection string: mongodb+srv://«_u»:«a»@cluster0.«_c».mongodb.net/
i already whitelisted my ip, what else can i do??
`, V{"_s": g.s(alLowNum, 7), "_c": g.s(alLowNum, 5), "_tid": g.hex(24), "_u": g.pick("kiara", "test_user", "bootcamp"), "a": g.pwURL()}, "ReplicaSetNoPrimary", "i already whitelisted my ip")

	g.nvAdd("novice/node-mongoose-auth-failed-stack", `
MongoServerError: bad auth : authentication failed
    at Connection.onMessage (/Users/sam/code/bootcamp/week9/node_modules/mongodb/lib/cmap/connection.js:207:30)
    at MessageStream.<anonymous> (/Users/sam/code/bootcamp/week9/node_modules/mongodb/lib/cmap/connection.js:60:60) {
  ok: 0,
  code: 8000,
  codeName: 'AtlasError',
  [Symbol(errorLabels)]: Set(2) { 'HandshakeError', 'ResetPool' }
}

my .env:
MONGO_URI=mongodb+srv://sam:<«a»>@«_h»/week9
`, V{"a": g.nvWeakBang(), "_h": g.nvAtlas()}, "bad auth : authentication failed", "codeName: 'AtlasError'")

	g.nvAdd("novice/mysql-access-denied-cli", `
C:\xampp\mysql\bin>mysql -u root -p«a» -h 127.0.0.1 school
ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)

C:\xampp\mysql\bin>mysql -u root school
Welcome to the MariaDB monitor.  Commands end with ; or \g.
Your MariaDB connection id is 9
Server version: 10.4.32-MariaDB mariadb.org binary distribution
`, V{"a": g.nvWeak()}, "Server version: 10.4.32-MariaDB mariadb.org binary distribution")

	g.nvAdd("novice/sqlalchemy-operationalerror-url", `
sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can't connect to MySQL server on 'localhost' ([WinError 10061] No connection could be made because the target machine actively refused it)")
(Background on this error at: https://sqlalche.me/e/20/e3q8)

app.config['SQLALCHEMY_DATABASE_URI'] = 'mysql+pymysql://root:«a»@localhost:3307/flaskblog'
`, V{"a": g.nvWeakBang()}, "https://sqlalche.me/e/20/e3q8")

	g.nvAdd("novice/spring-boot-startup-failure-log", `
2025-02-03T18:22:41.118+01:00  INFO 14212 --- [studentportal] [           main] c.e.s.StudentportalApplication           : Starting StudentportalApplication using Java 21.0.2
2025-02-03T18:22:43.904+01:00 ERROR 14212 --- [studentportal] [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.

java.sql.SQLException: Access denied for user 'root'@'localhost' (using password: YES)

application.properties:
spring.datasource.url=jdbc:mysql://localhost:3306/student_portal
spring.datasource.username=root
spring.datasource.password=«a»
`, V{"a": g.nvWeak()}, "HikariPool-1 - Exception during pool initialization.")

	g.nvAdd("novice/openai-authenticationerror-masked-benign", `
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************************************************************************************************************************«_tail». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"_tail": g.b64u(4)}, "https://platform.openai.com/account/api-keys.", "'code': 'invalid_api_key'")

	g.nvAdd("novice/openai-ratelimit-with-key-in-code", `
i keep getting this even tho i just made the account???

openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}

code:
openai.api_key = "«a»"
response = openai.ChatCompletion.create(model="gpt-3.5-turbo", messages=[{"role":"user","content":"hi"}])
`, V{"a": g.openai()}, "'type': 'insufficient_quota'")

	g.nvAdd("novice/django-debug-page-settings-dump", `
Environment:

Request Method: GET
Request URL: http://127.0.0.1:8000/shop/cart/

Django Version: 5.0.4
Python Version: 3.12.2
Installed Applications:
['django.contrib.admin', 'django.contrib.auth', 'shop', 'cart']

Settings:
EMAIL_HOST_PASSWORD = '********************'
SECRET_KEY = '********************'
STRIPE_SECRET = '«a»'
PAYPAL_CLIENT_SECRET = '«b»'
DEBUG = True
`, V{"a": g.skTest(), "b": g.b64u(80)}, "EMAIL_HOST_PASSWORD = '********************'", "Django Version: 5.0.4")

	g.nvAdd("novice/git-push-rejected-secret-scanning", `
$ git push origin main
remote: error: GH013: Repository rule violations found for refs/heads/main.
remote:
remote: - GITHUB PUSH PROTECTION
remote:   —————————————————————————————————————————
remote:     Resolve the following violations before pushing again
remote:
remote:     - Push cannot contain secrets
remote:
remote:       —— OpenAI API Key ————————————————————————————————
remote:        locations:
remote:          - commit: «_sha»
remote:            path: chatbot/app.py:7
remote:
To https://github.com/«_u»/ai-chatbot.git
 ! [remote rejected] main -> main (push declined due to repository rule violations)

how do i fix this?? the key is just «a» in app.py line 7
`, V{"_sha": g.gitSHA(), "_u": g.pick("keshav-codes", "lil-dev-zoe", "marcos-learning"), "a": g.openai()}, "GH013: Repository rule violations found for refs/heads/main.", "chatbot/app.py:7")

	g.nvAdd("novice/redis-connection-error-url", `
redis.exceptions.ConnectionError: Error 11001 connecting to redis-«_p».c«_c».us-east-1-2.ec2.redns.redis-cloud.com:«_p». getaddrinfo failed.
>>> r = redis.from_url("redis://default:«a»@redis-«_p».c«_c».us-east-1-2.ec2.redns.redis-cloud.com:«_p»")
`, V{"_p": g.digits(5), "_c": g.digits(3), "a": g.an(32)}, "getaddrinfo failed.")

	g.nvAdd("novice/nodemailer-eauth-error-dump", `
Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to
535 5.7.8  https://support.google.com/mail/?p=BadCredentials «_r» - gsmtp
    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19) {
  code: 'EAUTH',
  response: '535-5.7.8 Username and Password not accepted.',
  responseCode: 535,
  command: 'AUTH PLAIN'
}
config was { service: 'gmail', auth: { user: 'shop.notifications.test@gmail.com', pass: '«a»' } }
`, V{"_r": g.s(alLowNum, 20) + "." + g.digits(3), "a": g.nvWeakBang()}, "https://support.google.com/mail/?p=BadCredentials", "shop.notifications.test@gmail.com")

	g.nvAdd("novice/psql-url-password-authentication-failed", `
$ psql postgresql://postgres:«a»@localhost:5432/bookstore
psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  password authentication failed for user "postgres"
$ psql -U postgres -h localhost
Password for user postgres:
psql (16.2)
Type "help" for help.

postgres=#
`, V{"a": g.nvWeak()}, `password authentication failed for user "postgres"`, "psql (16.2)")

	g.nvAdd("novice/pip-install-private-index-token", `
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://«_u»:«a»@gitlab.com/api/v4/projects/«_pid»/packages/pypi/simple
Collecting numpy==1.26.4 (from -r requirements.txt (line 1))
  Using cached numpy-1.26.4-cp312-cp312-win_amd64.whl.metadata (61 kB)
ERROR: Could not find a version that satisfies the requirement group-utils==0.2 (from versions: none)
`, V{"_u": "__token__", "a": g.glpat(), "_pid": g.digits(8)}, "numpy-1.26.4-cp312-cp312-win_amd64.whl.metadata")

	g.nvAdd("novice/heroku-config-output", `
$ heroku config -a my-first-flask-app-«_n»
=== my-first-flask-app-«_n» Config Vars
DATABASE_URL:      postgres://«_u»:«a»@ec2-«_ip».compute-1.amazonaws.com:5432/«_db»
SECRET_KEY:        «b»
WEB_CONCURRENCY:   2
`, V{"_n": g.digits(5), "_u": g.s(alLower, 14), "a": g.hex(64), "_ip": "3-" + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(3), "_db": g.s(alLowNum, 14), "b": g.nvFlaskKey()}, "WEB_CONCURRENCY:   2")

	g.nvAdd("novice/vercel-build-log-env-printed", `
[10:42:13.225] Running build in Washington, D.C., USA (East) – iad1
[10:42:13.887] Cloning github.com/«_u»/portfolio-next (Branch: main, Commit: «_c»)
[10:42:22.019] > portfolio@0.1.0 build
[10:42:22.019] > node scripts/check-env.js && next build
[10:42:22.140] env ok: RESEND_API_KEY=«a»
[10:42:22.141] env ok: NEXT_PUBLIC_SITE_URL=https://«_u».vercel.app
[10:42:31.532]    ▲ Next.js 14.2.5
`, V{"_u": g.pick("alexchen", "priyamaker", "devjonas"), "_c": g.hex(7), "a": "re_" + g.an(8) + "_" + g.an(24)}, "Running build in Washington, D.C., USA (East) – iad1", "Next.js 14.2.5")
}

// ---- .env files, typos in names ----

func (g *G) nvEnvFiles() {
	g.nvAdd("novice/env-typo-pasword-secert", `
PORT=3000
DB_HOST=localhost
DB_USER=admin
DB_PASWORD=«a»
SECERT_KEY=«b»
API_KYE=«c»
NODE_ENV=developement
`, V{"a": g.nvWeakBang(), "b": g.an(32), "c": g.hex(32)}, "NODE_ENV=developement", "DB_USER=admin")

	g.nvAdd("novice/env-with-export-and-spaces", `
export OPENAI_API_KEY = «a»
export MONGO_URL= "mongodb://localhost:27017/chatapp"
export JWT_SCRET =«b»
`, V{"a": g.openai(), "b": g.an(40)}, `"mongodb://localhost:27017/chatapp"`)

	g.nvAdd("novice/env-lowercase-mixed-comments", `
# my keys (DONT SHARE)
openai_key=«a»
#old one: «b»
weather_api=«c»
port=8080
debug=true
`, V{"a": g.openai(), "b": g.openaiOld(), "c": g.nvOWM()}, "port=8080")

	g.nvAdd("novice/env-typo-passowrd-acess", `
MYSQL_HOST=127.0.0.1
MYSQL_USR=root
MYSQL_PASSOWRD=«a»
AWS_ACESS_KEY=«b»
AWS_SECRETE_KEY=«c»
S3_BUKET=photo-album-«_n»
`, V{"a": g.nvWeak(), "b": g.awsID(), "c": g.awsSecret(), "_n": g.digits(4)}, "MYSQL_USR=root", "S3_BUKET=photo-album-")

	g.nvAdd("novice/env-json-style-mistake", `
i put this in my .env but dotenv gives undefined:

{
  "STRIPE_KEY": "«a»",
  "STRIPE_WEBHOOK": "«b»",
  "PORT": 4242
}
`, V{"a": g.skTest(), "b": g.whsec()}, "dotenv gives undefined")

	g.nvAdd("novice/env-duplicated-keys-old-new", `
DATABASE_URL=postgresql://postgres:«a»@localhost:5432/habits
# DATABASE_URL=postgresql://postgres:«b»@db.«_ref».supabase.co:5432/postgres
NEXTAUTH_SECRET=«c»
NEXTAUTH_URL=http://localhost:3000
GITHUB_ID=«_gid»
GITHUB_SECRET=«d»
`, V{"a": g.nvWeak(), "b": g.pwStrong(), "_ref": g.s(alLower, 20), "c": g.b64(32), "_gid": "Ov23li" + g.an(14), "d": g.hex(40)}, "NEXTAUTH_URL=http://localhost:3000")

	g.nvAdd("novice/env-windows-set-commands", `
C:\Users\Priya\projects\quizbot> set OPENAI_API_KEY=«a»
C:\Users\Priya\projects\quizbot> set DISCORD_TOKEN="«b»"
C:\Users\Priya\projects\quizbot> python bot.py
Traceback (most recent call last):
  File "C:\Users\Priya\projects\quizbot\bot.py", line 41, in <module>
    client.run(os.environ["DISCORD_TOKEN"])
discord.errors.LoginFailure: Improper token has been passed.
`, V{"a": g.openai(), "b": g.discordBot()}, "Improper token has been passed.")

	g.nvAdd("novice/env-powershell-env-colon", `
PS C:\dev\chatgpt-clone> $env:OPENAI_API_KEY="«a»"
PS C:\dev\chatgpt-clone> $env:MONGODB_URI="mongodb+srv://dev:«b»@«_h»/chat"
PS C:\dev\chatgpt-clone> npm run dev
`, V{"a": g.openai(), "b": g.pwURL(), "_h": g.nvAtlas()}, "npm run dev")

	g.nvAdd("novice/env-vite-prefix-wrong", `
VITE_FIREBASE_API_KEY=«_k»
VITE_FIREBASE_PROJECT_ID=recipe-finder-«_p»
VITE_SPOONACULAR_KEY=«a»
VITE_ADMIN_PASSWORD=«b»
`, V{"_k": g.googleKey(), "_p": g.digits(5), "a": g.hex(32), "b": g.nvWeakBang()}, "VITE_FIREBASE_PROJECT_ID=recipe-finder-")

	g.nvAdd("novice/env-example-accidentally-real", `
$ cat .env.example
# copy this to .env and fill in your values
GROQ_API_KEY=«a»
TAVILY_API_KEY=«b»
LANGCHAIN_API_KEY=your-langsmith-key
LANGCHAIN_TRACING_V2=true
`, V{"a": g.groq(), "b": "tvly-" + g.an(32)}, "LANGCHAIN_API_KEY=your-langsmith-key", "copy this to .env and fill in your values")

	g.nvAdd("novice/dotenv-cat-output-with-bom-noise", `
$ type .env
«=bom»EMAIL_USER=«_e»
EMAIL_PASS=«a»
CLOUDINARY_URL=cloudinary://«=ck»:«b»@«_cn»
`, V{"=bom": "\ufeff", "_e": g.pick("hackathon.team4", "mealplanner.app") + "@gmail.com", "a": strings.ReplaceAll(g.nvGmailApp(), " ", ""), "=ck": g.digits(15), "b": g.b64u(27), "_cn": g.pick("dxyz", "dq7", "dmk") + g.s(alLowNum, 6)}, "$ type .env")

	g.nvAdd("novice/env-yaml-like-config", `
# config.yml for my scraper
scraper:
  user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
  delay: 2
proxy:
  url: http://«_pu»:«a»@gate.smartproxy.com:7000
notify:
  pushover_user: «=pou»
  pushover_token: «b»
`, V{"_pu": "sp" + g.s(alLowNum, 8), "a": g.an(16), "=pou": "u" + g.s(alLowNum, 29), "b": "a" + g.s(alLowNum, 29)}, "gate.smartproxy.com:7000", "delay: 2")
}

// ---- keys in odd places ----

func (g *G) nvOddPlaces() {
	g.nvAdd("novice/todo-comment-with-key", `
def get_weather(city):
    # TODO: move key to env!!! key = «a»
    key = os.getenv("OWM_KEY")
    return requests.get(BASE, params={"q": city, "appid": key}).json()
`, V{"a": g.nvOWM()}, `key = os.getenv("OWM_KEY")`)

	g.nvAdd("novice/print-debug-password", `
def connect():
    pw = "«a»"
    print("connecting with", USER, pw)   # debug
    return pymysql.connect(host=HOST, user=USER, password=pw, db="inventory")
`, V{"a": g.nvWeakBang()}, `db="inventory"`)

	g.nvAdd("novice/string-concatenation-split-key", `
# splitting so github doesnt detect it lol
part1 = "«a»"
part2 = "«b»"
OPENAI_KEY = part1 + part2
`, V{"a": "sk-proj-" + g.b64u(40), "b": g.b64u(34) + "T3BlbkFJ" + g.b64u(74)}, "splitting so github doesnt detect it lol")

	g.nvAdd("novice/fstring-url-with-password", `
user = "admin"
pwd = "«a»"
host = "192.168.0.42"
url = f"http://{user}:{pwd}@{host}:8080/api/status"
resp = requests.get(url, timeout=5)
`, V{"a": g.nvWeak()}, `host = "192.168.0.42"`)

	g.nvAdd("novice/variable-names-short", `
sk = "«a»"
key1 = "«b»"
key2 = "«_pub»"  # publishable, ok to share
my_token = "«c»"
`, V{"a": g.skLive(), "b": g.hex(32), "_pub": g.pkLive(), "c": g.ghp()}, "publishable, ok to share")

	g.nvAdd("novice/js-console-log-token", `
fetch('https://api.github.com/user/repos', {
  headers: { 'Authorization': 'token «a»' }
})
  .then(r => r.json())
  .then(data => {
    console.log('token used: «a»');
    console.log(data.length + ' repos');
  });
`, V{"a": g.ghp()}, "https://api.github.com/user/repos")

	g.nvAdd("novice/docstring-example-real-key", `
def translate(text, target="es"):
    """Translate text with DeepL.

    Example:
        >>> translate("hello")   # uses key «a»
        'hola'
    """
    return deepl.Translator(DEEPL_KEY).translate_text(text, target_lang=target).text
`, V{"a": g.uuid() + ":fx"}, `target_lang=target`)

	g.nvAdd("novice/html-comment-credentials", `
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>My Portfolio</title>
  <!-- admin login: admin / «a» -->
  <!-- mapbox token: «b» -->
  <link rel="stylesheet" href="style.css">
</head>
`, V{"a": g.nvWeakBang(), "b": g.mapboxPK()}, "<title>My Portfolio</title>")

	g.nvAdd("novice/base64-obfuscated-password", `
import base64
# encoded so nobody can read it
ENC = "«a»"
PASSWORD = base64.b64decode(ENC).decode()
`, V{"a": b64s(g.nvWeakBang())}, "encoded so nobody can read it")

	g.nvAdd("novice/sql-insert-seed-admin-password", `
-- seed.sql
INSERT INTO users (id, username, email, password, role) VALUES
(1, 'admin', 'admin@pizzashop.local', '«a»', 'admin'),
(2, 'jdoe', 'jdoe@pizzashop.local', '«b»', 'customer');
`, V{"a": g.nvWeakBang(), "b": g.nvWeak()}, "admin@pizzashop.local")

	g.nvAdd("novice/git-remote-url-with-token", `
$ git remote -v
origin	https://«_u»:«a»@github.com/«_u»/final-project.git (fetch)
origin	https://«_u»:«a»@github.com/«_u»/final-project.git (push)
$ git push
Everything up-to-date
`, V{"_u": g.pick("hannahcodes", "bilal-m", "taro-yamada"), "a": g.ghp()}, "Everything up-to-date")

	g.nvAdd("novice/python-dict-config-inline-comment", `
CONFIG = {
    "db": {"host": "localhost", "user": "root", "pass": "«a»"},  # xampp default didnt work
    "mail": {"smtp": "smtp-mail.outlook.com", "user": "renata.k@outlook.com", "pass": "«b»"},
    "seed": 2024,
    "version": "0.4.1",
}
`, V{"a": g.nvWeak(), "b": g.nvWeakBang()}, "smtp-mail.outlook.com", `"version": "0.4.1"`)

	g.nvAdd("novice/yaml-key-in-list-item", `
# docker-compose.yml for my homework
services:
  db:
    image: mysql:8.0
    environment:
      - MYSQL_ROOT_PASSWORD=«a»
      - MYSQL_DATABASE=movies
      - MYSQL_USER=student
      - MYSQL_PASSWORD=«b»
    ports:
      - "3306:3306"
  adminer:
    image: adminer
    ports:
      - 8080:8080
`, V{"a": g.nvWeak(), "b": g.nvWeak()}, "MYSQL_DATABASE=movies", "image: mysql:8.0")

	g.nvAdd("novice/curl-command-pasted-with-key", `
i tried it with curl and it works there but not in my code??

curl https://api.openai.com/v1/chat/completions \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Say this is a test!"}]}'
`, V{"a": g.openaiSvc()}, "it works there but not in my code??")

	g.nvAdd("novice/shell-history-pasted", `
  501  cd projects/weather-app
  502  npm install
  503  export WEATHER_KEY=«a»
  504  node index.js
  505  git add .
  506  git commit -m "final version"
  507  git push https://«b»@github.com/sofia-dev/weather-app.git
`, V{"a": g.nvOWM(), "b": g.ghp()}, `git commit -m "final version"`, "sofia-dev/weather-app.git")

	g.nvAdd("novice/password-in-function-default-arg", `
def send_report(to, subject, body, user="reports.bot.hs@gmail.com", passwd="«a»"):
    msg = EmailMessage()
    msg.set_content(body)
    msg["Subject"], msg["From"], msg["To"] = subject, user, to
`, V{"a": g.s(alLower, 16)}, "reports.bot.hs@gmail.com")

	g.nvAdd("novice/url-query-token-in-log-line", `
127.0.0.1 - - [12/Mar/2025 14:02:11] "GET /api/data?token=«a» HTTP/1.1" 200 -
127.0.0.1 - - [12/Mar/2025 14:02:11] "GET /static/css/style.css HTTP/1.1" 304 -
127.0.0.1 - - [12/Mar/2025 14:02:12] "GET /favicon.ico HTTP/1.1" 404 -
`, V{"a": g.hex(40)}, "GET /static/css/style.css HTTP/1.1")

	g.nvAdd("novice/exe-args-in-launch-json", `
{
    "version": "0.2.0",
    "configurations": [
        {
            "name": "Python: Current File",
            "type": "debugpy",
            "request": "launch",
            "program": "${file}",
            "console": "integratedTerminal",
            "args": ["--user", "admin", "--password", "«a»"],
            "env": {"BINANCE_API_KEY": "«=bk»", "BINANCE_SECRET": "«b»"}
        }
    ]
}
`, V{"a": g.nvWeakBang(), "=bk": g.an(64), "b": g.an(64)}, `"program": "${file}"`)
}

// ---- non-English variable names ----

func (g *G) nvIntl() {
	g.nvAdd("novice/intl-spanish-contrasena-python", `
# Proyecto final - Programación I
import mysql.connector

usuario = "root"
contraseña = "«a»"
base_de_datos = "tienda"

conexion = mysql.connector.connect(host="localhost", user=usuario, password=contraseña, database=base_de_datos)
print("Conectado correctamente")
`, V{"a": g.nvWeak()}, "Programación I", `base_de_datos = "tienda"`)

	g.nvAdd("novice/intl-german-passwort-java", `
public class Datenbank {
    private static final String URL = "jdbc:mysql://localhost:3306/schule";
    private static final String BENUTZER = "schueler";
    private static final String PASSWORT = "«a»";

    public static Connection verbinden() throws SQLException {
        return DriverManager.getConnection(URL, BENUTZER, PASSWORT);
    }
}
`, V{"a": g.nvWeakBang()}, `BENUTZER = "schueler"`)

	g.nvAdd("novice/intl-portuguese-senha-js", `
// conexão com o banco
const usuario = 'admin';
const senha = '«a»';
const chaveApi = '«b»';

mongoose.connect(ˋmongodb+srv://${usuario}:${senha}@«_h»/loja?retryWrites=trueˋ)
  .then(() => console.log('Banco conectado!'));
`, V{"a": g.pwURL(), "b": g.hex(32), "_h": g.nvAtlas()}, "Banco conectado!")

	g.nvAdd("novice/intl-french-mot-de-passe", `
# TP3 - Réseaux, IUT
hote = "ftp.iut-exemple.fr"
utilisateur = "e«_sid»"
mot_de_passe = "«a»"

ftp = FTP(hote)
ftp.login(utilisateur, mot_de_passe)
ftp.retrlines("LIST")
`, V{"_sid": g.digits(7), "a": g.nvWeakBang()}, "ftp.iut-exemple.fr")

	g.nvAdd("novice/intl-chinese-mima-python", `
# 连接数据库
yonghuming = "root"
mima = "«a»"
shujuku = "xuesheng_guanli"
db = pymysql.connect(host="localhost", user=yonghuming, password=mima, database=shujuku, charset="utf8")
print("连接成功")
`, V{"a": g.nvWeak()}, `shujuku = "xuesheng_guanli"`, "连接成功")

	g.nvAdd("novice/intl-spanish-clave-api", `
CLAVE_API = "«a»"   # la clave de openai
clave_secreta = "«b»"
app.secret_key = clave_secreta
`, V{"a": g.openai(), "b": g.nvFlaskKey()}, "la clave de openai")

	g.nvAdd("novice/intl-italian-parola-chiave", `
utente = "studente"
parola_chiave = "«a»"
server = "ssh.dipartimento.uni-esempio.it"
client.connect(server, username=utente, password=parola_chiave)
`, V{"a": g.nvWeakBang()}, "ssh.dipartimento.uni-esempio.it")

	g.nvAdd("novice/intl-turkish-sifre-csharp", `
string baglanti = "Server=.;Database=Kutuphane;User Id=sa;Password=«a»;";
string sifre = "«b»";  // yönetici şifresi
SqlConnection con = new SqlConnection(baglanti);
`, V{"a": g.nvWeak(), "b": g.nvWeakBang()}, "Database=Kutuphane")

	g.nvAdd("novice/intl-german-chat-question", `
user: Hallo, mein Bot startet nicht. Fehlermeldung: "401 Unauthorized". Hier ist mein Code:

    import telebot
    bot = telebot.TeleBot("«a»")
    @bot.message_handler(commands=['start'])
    def start(m): bot.reply_to(m, "Hallo!")
    bot.infinity_polling()

Was mache ich falsch?
`, V{"a": g.telegram()}, "Was mache ich falsch?", "401 Unauthorized")

	g.nvAdd("novice/intl-indonesian-kata-sandi", `
# konfigurasi email
email_pengirim = "tugas.akhir.ti@gmail.com"
kata_sandi = "«a»"
server_smtp = "smtp.gmail.com"
`, V{"a": strings.ReplaceAll(g.nvGmailApp(), " ", "")}, "tugas.akhir.ti@gmail.com")

	g.nvAdd("novice/intl-russian-parol-comment", `
# подключение к базе
DB_USER = "postgres"
parol = "«a»"  # пароль от локальной базы
conn = psycopg2.connect(dbname="magazin", user=DB_USER, password=parol, host="localhost")
`, V{"a": g.nvWeak()}, `dbname="magazin"`, "пароль от локальной базы")

	g.nvAdd("novice/intl-polish-haslo-env", `
# plik .env do projektu na zaliczenie
HASLO_BAZY=«a»
KLUCZ_API=«b»
NAZWA_BAZY=sklep_internetowy
`, V{"a": g.nvWeakBang(), "b": g.hex(32)}, "NAZWA_BAZY=sklep_internetowy")
}

// ---- Arduino, Raspberry Pi, school hardware ----

func (g *G) nvHardware() {
	g.nvAdd("novice/arduino-esp8266-thingspeak", `
#include <ESP8266WiFi.h>
#include "ThingSpeak.h"

const char* ssid = "«_ssid»";
const char* password = "«a»";

unsigned long myChannelNumber = «_ch»;
const char * myWriteAPIKey = "«b»";

WiFiClient client;

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
  ThingSpeak.begin(client);
}
`, V{"_ssid": g.pick("FRITZ!Box 7530 XY", "Vodafone-2G-A1B2", "TP-Link_3F2C", "SchoolLab-IoT"), "a": g.nvWeak(), "_ch": g.digits(7), "b": g.s(alUpNum, 16)}, "ThingSpeak.begin(client);")

	g.nvAdd("novice/arduino-serial-monitor-wifi-print", `
--- Terminal on COM4 | 115200 8-N-1
--- Quit: Ctrl+C | Menu: Ctrl+T | Help: Ctrl+T followed by Ctrl+H
ets Jun  8 2016 00:22:57

rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
Connecting to HUAWEI-B315-«_w» with password «a»
.......
WiFi connected
IP address: 192.168.8.107
`, V{"_w": g.s(alUpNum, 4), "a": g.s(alUpNum, 8) + g.s(alDigit, 2)}, "rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)")

	g.nvAdd("novice/raspberry-pi-wpa-supplicant-school", `
country=GB
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1

network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="«_id»@student.uni-example.ac.uk"
    password="«a»"
    phase2="auth=MSCHAPV2"
}

network={
    ssid="BT-«_bt»"
    psk="«b»"
}
`, V{"_id": g.nvStudent(), "a": g.nvWeakBang(), "_bt": g.s(alUpNum, 6), "b": g.s(alUpNum+alLower, 14)}, `phase2="auth=MSCHAPV2"`)

	g.nvAdd("novice/micropython-pico-w-main", `
# main.py on my Pico W - science fair weather station
import network, time, urequests
from machine import Pin

SSID = "«_ssid»"
PASSW = "«a»"
IFTTT_KEY = "«b»"

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect(SSID, PASSW)
while not wlan.isconnected():
    time.sleep(1)
urequests.post("https://maker.ifttt.com/trigger/temp_alert/with/key/" + IFTTT_KEY, json={"value1": 31.5})
`, V{"_ssid": g.pick("Casa_Lopez", "Linksys00418", "HomeNet-5G"), "a": g.nvWeakBang(), "b": g.b64u(22)}, "science fair weather station")

	g.nvAdd("novice/raspberry-pi-ssh-chat", `
user: i can't ssh into my pi anymore. it says Permission denied, please try again.
before it worked with: ssh pi@raspberrypi.local and password «a»
i changed it with passwd yesterday to «b» but maybe i typed it wrong?
the pi is a Raspberry Pi 4 Model B Rev 1.4 running bookworm
`, V{"a": g.nvWeak(), "b": g.nvWeakBang()}, "Raspberry Pi 4 Model B Rev 1.4", "ssh pi@raspberrypi.local")

	g.nvAdd("novice/arduino-blynk-template", `
#define BLYNK_TEMPLATE_ID "TMPL«_t»"
#define BLYNK_TEMPLATE_NAME "Plant Watering"
#define BLYNK_AUTH_TOKEN "«a»"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "«_ssid»";
char pass[] = "«b»";

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}
`, V{"_t": g.s(alAlnum, 10), "a": g.b64u(32), "_ssid": g.pick("Galaxy A52 8F1D", "iPhone de Lucas", "Redmi Note 12"), "b": g.s(alLowNum, 10)}, `BLYNK_TEMPLATE_NAME "Plant Watering"`)

	g.nvAdd("novice/pi-python-gmail-motion-alert", `
# motion_alert.py - runs from crontab @reboot
from gpiozero import MotionSensor
import yagmail

pir = MotionSensor(4)
yag = yagmail.SMTP("pi.security.cam.«_n»@gmail.com", "«a»")

while True:
    pir.wait_for_motion()
    yag.send(to="dad.mobile@example.com", subject="Motion detected!", contents="Check the camera")
`, V{"_n": g.digits(2), "a": strings.ReplaceAll(g.nvGmailApp(), " ", "")}, "pir = MotionSensor(4)")

	g.nvAdd("novice/arduino-secrets-h-school-lab", `
// arduino_secrets.h  (Group 3, Physics lab, Mr. Okafor)
#define SECRET_SSID "ScienceLab-Guest"
#define SECRET_PASS "«a»"
#define SECRET_DEVICE_KEY "«b»"
`, V{"a": g.nvWeakBang(), "b": g.s(alUpNum, 20)}, "Group 3, Physics lab, Mr. Okafor", `SECRET_SSID "ScienceLab-Guest"`)

	g.nvAdd("novice/pi-imager-userconf-and-firstrun", `
$ cat /boot/firmware/userconf.txt
pi:«_h»
$ grep -A3 'wlan' /boot/firmware/firstrun.sh
  /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Ziggo«_z»' '«a»' 'NL'
`, V{"_h": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "_z": g.digits(7), "a": g.s(alAlnum, 12)}, "imager_custom set_wlan")

	g.nvAdd("novice/esp32-cam-telegram-sketch", `
// Replace with your network credentials
const char* ssid = "«_ssid»";
const char* password = "«a»";

// Initialize Telegram BOT
String BOTtoken = "«b»";  // your Bot Token (Get from Botfather)

// Use @myidbot to find out the chat ID of an individual or a group
String CHAT_ID = "«_chat»";
`, V{"_ssid": g.pick("MEO-4F21A0", "Livebox-7C3A", "NETGEAR47"), "a": g.s(alLowNum, 12), "b": g.telegram(), "_chat": g.digits(10)}, "Use @myidbot to find out the chat ID")
}

// ---- games, mods, game servers ----

func (g *G) nvGames() {
	g.nvAdd("novice/minecraft-server-properties-rcon", `
#Minecraft server properties
#Sat Mar 08 16:21:44 CET 2025
enable-rcon=true
rcon.password=«a»
rcon.port=25575
server-port=25565
motd=Jonas and friends SMP
online-mode=true
max-players=10
level-seed=«_seed»
white-list=true
`, V{"a": g.nvWeak(), "_seed": "-" + g.digits(18)}, "motd=Jonas and friends SMP", "rcon.port=25575")

	g.nvAdd("novice/roblox-http-service-webhook", `
-- ServerScriptService/Logger.server.lua
local HttpService = game:GetService("HttpService")
local WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"
local OPEN_CLOUD_KEY = "«b»"

game.Players.PlayerAdded:Connect(function(plr)
	HttpService:PostAsync(WEBHOOK, HttpService:JSONEncode({content = plr.Name .. " joined!"}))
end)
`, V{"_id": g.digits(19), "a": g.b64u(68), "b": g.b64(180)}, `game:GetService("HttpService")`)

	g.nvAdd("novice/unity-playfab-settings-cs", `
public class LeaderboardManager : MonoBehaviour
{
    private const string TitleId = "«_title»";
    private const string DeveloperSecretKey = "«a»";   // only for testing!!
    public int maxEntries = 10;

    void Start()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
        PlayFabSettings.staticSettings.DeveloperSecretKey = DeveloperSecretKey;
    }
}
`, V{"_title": g.s(alUpNum, 5), "a": g.s(alUpNum, 50)}, "public int maxEntries = 10;")

	g.nvAdd("novice/mod-config-json-api-key", `
{
  "modName": "BetterLoot",
  "version": "2.3.1",
  "author": "xXPixelNinjaXx",
  "telemetry": { "enabled": true, "endpoint": "https://betterloot-stats.glitch.me/report", "apiKey": "«a»" },
  "dropMultiplier": 1.5,
  "seed": 8675309
}
`, V{"a": g.hex(40)}, `"version": "2.3.1"`, `"seed": 8675309`)

	g.nvAdd("novice/discord-rpc-steam-api-key-python", `
STEAM_API_KEY = "«a»"
STEAM_ID = "«_sid»"
url = f"https://api.steampowered.com/IPlayerService/GetOwnedGames/v0001/?key={STEAM_API_KEY}&steamid={STEAM_ID}&format=json"
`, V{"a": g.s(alHexU, 32), "_sid": "7656119" + g.digits(10)}, "IPlayerService/GetOwnedGames/v0001")

	g.nvAdd("novice/godot-gdscript-supabase-key", `
extends Node

const SUPABASE_URL := "https://«_ref».supabase.co"
const SUPABASE_KEY := "«a»"
var player_name := "Guest"

func save_score(score: int) -> void:
	var headers = ["apikey: " + SUPABASE_KEY, "Authorization: Bearer " + SUPABASE_KEY, "Content-Type: application/json"]
	$HTTPRequest.request(SUPABASE_URL + "/rest/v1/scores", headers, HTTPClient.METHOD_POST, JSON.stringify({"name": player_name, "score": score}))
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, `var player_name := "Guest"`)

	g.nvAdd("novice/factorio-server-settings-json", `
{
  "name": "Uni Factorio Night",
  "description": "CS club server, ask in #games for the pw",
  "visibility": { "public": false, "lan": true },
  "username": "«_u»",
  "token": "«a»",
  "game_password": "«b»",
  "max_players": 12
}
`, V{"_u": g.pick("gearhead_ben", "factory_mo"), "a": g.hex(30), "b": g.nvWeak()}, "CS club server, ask in #games for the pw")

	g.nvAdd("novice/ark-server-bat-start-args", `
@echo off
start ShooterGame\Binaries\Win64\ShooterGameServer.exe "TheIsland?listen?SessionName=DinoBros?ServerPassword=«a»?ServerAdminPassword=«b»?MaxPlayers=8" -server -log
`, V{"a": g.nvWeak(), "b": g.nvWeakBang()}, "SessionName=DinoBros")

	g.nvAdd("novice/pygame-highscore-firebase-db-secret", `
# highscores.py
import requests
DB_URL = "https://snake-game-«_p»-default-rtdb.firebaseio.com"
DB_SECRET = "«a»"

def submit(name, score):
    requests.post(f"{DB_URL}/scores.json?auth={DB_SECRET}", json={"name": name, "score": score})
`, V{"_p": g.digits(5), "a": g.an(40)}, "-default-rtdb.firebaseio.com")

	g.nvAdd("novice/minecraft-plugin-config-yml-mysql", `
# plugins/EconomyPlus/config.yml
storage:
  type: mysql
  host: 51.«_ip»
  port: 3306
  database: s«_n»_economy
  username: u«_n»_«_uu»
  password: «a»
currency-symbol: "⛃"
starting-balance: 100
`, V{"_ip": g.digits(2) + "." + g.digits(3) + "." + g.digits(2), "_n": g.digits(5), "_uu": g.an(10), "a": g.an(24)}, "starting-balance: 100")
}

// ---- Stack Overflow-style questions and chats ----

func (g *G) nvChat() {
	g.nvAdd("novice/so-question-mongoose-connect", `
Mongoose not connecting to MongoDB Atlas - "querySrv ENOTFOUND"

I'm following a MERN tutorial on YouTube and I can't connect to my database. I've been stuck for 3 hours.

    const uri = "mongodb+srv://«_u»:«a»@«_h»/?retryWrites=true&w=majority";
    mongoose.connect(uri, { useNewUrlParser: true, useUnifiedTopology: true })

Error:

    Error: querySrv ENOTFOUND _mongodb._tcp.«_h»

I'm on Windows 11, node v20.11.1. Any help appreciated!

mongodb  node.js  mongoose  mern
asked 2 hours ago by «_so»
`, V{"_u": g.pick("mern_user", "admin01", "reza"), "a": g.pwURL(), "_h": g.nvAtlas(), "_so": "user" + g.digits(8)}, "node v20.11.1", "querySrv ENOTFOUND")

	g.nvAdd("novice/chat-whole-file-why-no-connect", `
user: here is my code, why doesn't it connect?? it just hangs

import psycopg2
conn = psycopg2.connect(
    host="dpg-«_r»-a.oregon-postgres.render.com",
    database="blogdb_«_d»",
    user="blogdb_«_d»_user",
    password="«a»",
)
cur = conn.cursor()
cur.execute("SELECT version();")
print(cur.fetchone())

assistant: Render's external hostnames need SSL. Add sslmode="require" to connect(). Also, you've shared your database password in this chat; rotate it from the Render dashboard after you're done.
`, V{"_r": g.s(alLowNum, 20), "_d": g.s(alLowNum, 4), "a": g.an(32)}, `sslmode="require"`)

	g.nvAdd("novice/chat-bootcamp-instructor-dm", `
[10:14] Jess (TA): can you paste your .env? without the real values pls
[10:16] Omar: ok
MONGO_URI=mongodb+srv://omar:«a»@«_h»/bootcamp
JWT_SECRET=«b»
PORT=5000
[10:16] Omar: oops i pasted the real ones 😅
[10:17] Jess (TA): np, just rotate the atlas password later. your issue is PORT is also set in package.json
`, V{"a": g.pwURL(), "_h": g.nvAtlas(), "b": g.pick("omarsecret", "supersecret", "bootcampjwt") + g.digits(4)}, "can you paste your .env? without the real values pls", "Jess (TA)")

	g.nvAdd("novice/chat-agent-please-fix-key-inline", `
> fix the bug in weather.py, my key is «a» if you need to test it

I'll fix the bug. The issue is on line 18: you're indexing data["main"]["temperature"], but the OpenWeatherMap response uses "temp". I won't put your key in the file; I've kept it read from the OWM_API_KEY environment variable.
`, V{"a": g.nvOWM()}, `data["main"]["temperature"]`, "OWM_API_KEY")

	g.nvAdd("novice/chat-reddit-post-help-bot", `
r/learnpython · Posted by u/«_u» 3h

Discord bot not responding to commands??

    intents = discord.Intents.default()
    client = commands.Bot(command_prefix='$', intents=intents)

    @client.command()
    async def hello(ctx):
        await ctx.send('hi')

    client.run('«a»')

no errors, it just goes online and ignores me. pls help

  ▲ 3   💬 5 comments
  top comment: you need intents.message_content = True. also reset your token NOW, it's in the post
`, V{"_u": g.pick("confused_coder_22", "sad_snake_dev", "pyNewbie_07"), "a": g.discordBot()}, "intents.message_content = True", "r/learnpython")

	g.nvAdd("novice/chat-student-ssh-university", `
user: how do i copy my project to the uni server? i have to submit on «_host». my login is «_sid» and pw «a». i tried scp but it asks for password again and again

assistant: Use scp -r ./project «_sid»@«_host»:~/submissions/. It will prompt once per command. Don't share your university password with anyone (including here); change it via the IT portal since it's now in this transcript.
`, V{"_host": g.pick("linux.cs.uni-example.edu", "shell.student.example.ac.uk"), "_sid": g.nvStudent(), "a": g.nvWeakBang()}, "~/submissions/")

	g.nvAdd("novice/chat-agent-bash-cat-env", `
● Bash(cat .env)
  ⎿  PORT=5173
     SUPABASE_URL=https://«_ref».supabase.co
     SUPABASE_ANON_KEY=«_anon»
     SUPABASE_SERVICE_KEY=«a»
     OPENAI_API_KEY=«b»

● Your .env has both keys. The service key must not be in a VITE_ variable or anywhere in src/; I'll use only the anon key on the client.
`, V{"_ref": g.s(alLower, 20), "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, g.s(alLower, 20), 1712000000, 2027576000)), "a": g.supabaseService(), "b": g.openai()}, "● Bash(cat .env)")

	soPw := "Tiger@" + g.s(alDigit, 4) + g.pick("xy", "ab", "zz")
	g.nvAdd("novice/so-answer-comment-with-password", `
Answer (score 2):
You need to URL-encode special characters in the password. For example '@' becomes %40:

    mongodb+srv://user:p%40ssword@cluster0.example.mongodb.net/

Comments:
- thanks! mine is «a» so it becomes «b» right? – «_so» 12 mins ago
- @«_so» yes, but please change it now that it's public – Bergi 10 mins ago
`, V{"a": soPw, "b": strings.Replace(soPw, "@", "%40", 1), "_so": "dev_" + g.s(alLower, 6)}, "mongodb+srv://user:p%40ssword@cluster0.example.mongodb.net/")

	g.nvAdd("novice/chat-discord-server-help-channel", `
#help-python  —  Today at 21:03
noob_harry: yo why does my bot say "Improper token has been passed" i copied it from the dev portal
noob_harry: «a»
ModBot: ⚠️ A message by noob_harry may contain a Discord token and was flagged.
kira (helper): bro that's your bot token, reset it. the one you copied before was the client secret «b»
`, V{"a": g.discordBot(), "b": g.b64u(32)}, "#help-python", "noob_harry")

	g.nvAdd("novice/chat-agent-session-jsonl-user-paste", `
{"type":"user","message":{"role":"user","content":"can u make the contact form work? heres the php\n\n$mail->Username = 'info@kaffeebar-lena.de';\n$mail->Password = '«a»';\n$mail->Host = 'smtp.strato.de';\n"},"uuid":"«_u1»","timestamp":"2025-04-02T09:12:44.301Z"}
{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"I'll move the SMTP password to a config file outside the web root."}]},"uuid":"«_u2»"}
`, V{"a": g.nvWeakBang(), "_u1": g.uuid(), "_u2": g.uuid()}, "info@kaffeebar-lena.de", "smtp.strato.de")

	g.nvAdd("novice/chat-hackathon-team-share", `
team-hackmit-2025 / #general
Ana: ok here's everything, dont post on github
  OPENAI: «a»
  GOOGLE MAPS: «b»
  MONGO: mongodb+srv://team:«c»@«_h»/hack
  figma: https://www.figma.com/design/«_f»/HackMIT-UI
Ben: 👍 thanks, adding to .env now
`, V{"a": g.openai(), "b": g.googleKey(), "c": g.pwURL(), "_h": g.nvAtlas(), "_f": g.an(22)}, "team-hackmit-2025", "HackMIT-UI")

	g.nvAdd("novice/chat-youtube-comment-tutorial", `
@CodeWithMosh-fan 2 weeks ago
I followed everything but get 403 Forbidden at 14:32. my code:
  headers = {"X-RapidAPI-Key": "«a»", "X-RapidAPI-Host": "imdb8.p.rapidapi.com"}
   👍 4   Reply
   ↳ 3 replies
`, V{"a": g.hex(10) + "msh" + g.hex(15) + "p1" + g.hex(6) + "jsn" + g.hex(12)}, "imdb8.p.rapidapi.com")

	g.nvAdd("novice/chat-gpt-style-copy-with-key-in-answer", `
user: rewrite this so it uses env variables

API_KEY = "«a»"
SECRET = "«b»"
client = Client(API_KEY, SECRET)

assistant: Here's the updated version:

import os
API_KEY = os.environ["BINANCE_API_KEY"]
SECRET = os.environ["BINANCE_SECRET"]
client = Client(API_KEY, SECRET)

Put the values in a .env file and add .env to .gitignore. Since you posted the secret above, regenerate it in the Binance API management page.
`, V{"a": g.an(64), "b": g.an(64)}, `os.environ["BINANCE_SECRET"]`)

	g.nvAdd("novice/chat-teacher-email-forward", `
---------- Forwarded message ---------
From: Prof. Adeyemi <t.adeyemi@uni-example.edu>
Subject: Lab 7 database access

Dear students,
For lab 7 please connect to the shared server with:
  host: labdb.cs.uni-example.edu   port: 3306
  user: cs305_student
  password: «a»
Do not change any tables outside your own schema (s_<studentid>).
Course: CS 305, Section 02
`, V{"a": g.nvWeakBang()}, "labdb.cs.uni-example.edu", "CS 305, Section 02", "cs305_student")

	g.nvAdd("novice/chat-github-issue-on-tutorial-repo", `
### Describe the bug
App crashes on startup with "Invalid API Key" after I cloned the repo

### To Reproduce
1. clone
2. edit src/config.js:
ˋˋˋjs
export const config = {
  apiKey: "«a»",
  baseUrl: "https://api.spoonacular.com",
  appVersion: "1.2.0",
};
ˋˋˋ
3. npm start

### Desktop
 - OS: macOS 14.4
 - Browser: chrome 123
`, V{"a": g.hex(32)}, `appVersion: "1.2.0"`, "OS: macOS 14.4")

	g.nvAdd("novice/chat-voice-transcript-style", `
user: ok so basically the password is «a» and the username is admin and its on port eight thousand, can you just log in and check why the dashboard is blank
`, V{"a": g.nvWeakBang()}, "the username is admin")

	g.nvAdd("novice/chat-paste-console-output-run", `
user: i ran it, this is what it printed:

(venv) C:\Users\noah\Desktop\ai-project> python test.py
Loaded config: {'model': 'gpt-4o', 'temperature': 0.2, 'api_key': '«a»', 'max_tokens': 512}
Sending request...
Traceback (most recent call last):
  File "C:\Users\noah\Desktop\ai-project\test.py", line 22, in <module>
    resp = client.chat.completions.create(**cfg)
TypeError: Completions.create() got an unexpected keyword argument 'api_key'
`, V{"a": g.openai()}, "got an unexpected keyword argument 'api_key'")

	g.nvAdd("novice/chat-agent-grep-finds-keys", `
$ grep -rn "key" --include=*.py . | grep -v venv
./app.py:5:app.secret_key = "«a»"
./utils/maps.py:3:GMAPS_KEY = "«b»"
./utils/maps.py:9:    params = {"address": addr, "key": GMAPS_KEY}
./tests/test_app.py:12:    assert resp.json["key"] == "expected"
`, V{"a": g.nvFlaskKey(), "b": g.googleKey()}, `assert resp.json["key"] == "expected"`)
}

// ---- benign look-alikes ----

func (g *G) nvBenign() {
	g.nvAdd("novice/benign-tutorial-placeholders-python", `
# Step 2: add your credentials
OPENAI_API_KEY = "your-api-key-here"
client = OpenAI(api_key=OPENAI_API_KEY)

reddit = praw.Reddit(client_id="YOUR_CLIENT_ID", client_secret="YOUR_CLIENT_SECRET", user_agent="my app by u/YOUR_USERNAME")
bot.run("<YOUR_BOT_TOKEN>")
`, nil, "your-api-key-here", `client_secret="YOUR_CLIENT_SECRET"`, `bot.run("<YOUR_BOT_TOKEN>")`)

	g.nvAdd("novice/benign-atlas-template-uri", `
Copy the connection string from Atlas and replace <password> with the password for the <username> user:

    mongodb+srv://<username>:<password>@cluster0.abcde.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0

Ensure any option params are URL encoded.
`, nil, "mongodb+srv://<username>:<password>@cluster0.abcde.mongodb.net/", "Ensure any option params are URL encoded.")

	g.nvAdd("novice/benign-student-header-ids", `
/*
 * Name:        Chloé Dubois
 * Student ID:  «_sid»
 * Course:      COMP 1020 - Intro to Programming II
 * Assignment:  A3, Question 2
 * Submitted:   2025-03-14
 * Checksum:    «_sum»
 */
`, V{"_sid": g.nvStudent(), "_sum": g.hex(32)}, "COMP 1020 - Intro to Programming II", "Chloé Dubois")

	g.nvAdd("novice/benign-hashlib-exercise-output", `
>>> import hashlib
>>> hashlib.md5(b"hello world").hexdigest()
'5eb63bbbe01eeed093cb22bb8f5acdc3'
>>> hashlib.sha256(b"password123").hexdigest()
'ef92b778bafe771e89245b89ecbc08a44a4e166c06659911881f383d4473e94f'
>>> hashlib.sha1(open("lab2.pdf","rb").read()).hexdigest()
'«_s»'
`, V{"_s": g.hex(40)}, "5eb63bbbe01eeed093cb22bb8f5acdc3")

	g.nvAdd("novice/benign-random-seeds-and-versions", `
import numpy as np, torch, random
SEED = 20240917
np.random.seed(SEED); torch.manual_seed(SEED); random.seed(SEED)
print(torch.__version__)   # 2.3.1+cu121
print(np.__version__)      # 1.26.4
run_id = "«_run»"
`, V{"_run": g.hex(32)}, "SEED = 20240917", "2.3.1+cu121")

	g.nvAdd("novice/benign-bcrypt-hash-homework", `
# Homework 6: store hashed passwords, never plain ones
>>> bcrypt.hashpw(b"hunter2", bcrypt.gensalt())
b'«_h»'
>>> bcrypt.checkpw(b"hunter2", _)
True
`, V{"_h": g.bcrypt()}, "store hashed passwords, never plain ones")

	g.nvAdd("novice/benign-env-example-tutorial", `
# .env.example  (copy to .env)
MONGO_URI=mongodb+srv://<user>:<pass>@<cluster>.mongodb.net/<db>
JWT_SECRET=change_me
STRIPE_SECRET_KEY=sk_test_...
EMAIL_PASS=your_app_password
DISCORD_TOKEN=
`, nil, "JWT_SECRET=change_me", "sk_test_...", "EMAIL_PASS=your_app_password")

	g.nvAdd("novice/benign-firebase-ids-android", `
{
  "project_info": {
    "project_number": "«_n»",
    "project_id": "flashcards-«_p»",
    "storage_bucket": "flashcards-«_p».appspot.com"
  },
  "client": [{
    "client_info": {
      "mobilesdk_app_id": "1:«_n»:android:«_a»",
      "android_client_info": { "package_name": "com.example.flashcards" }
    }
  }],
  "configuration_version": "1"
}
`, V{"_n": g.digits(12), "_p": g.s(alLowNum, 5), "_a": g.hex(16)}, "com.example.flashcards")

	g.nvAdd("novice/benign-git-log-student-repo", `
$ git log --oneline -5
«_a» removed api key from code, use .env now
«_b» add .env to gitignore
«_c» final commit!!!
«_d» fixed bug with login (finally)
«_e» Initial commit
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_e": g.hex(7)}, "removed api key from code, use .env now")

	g.nvAdd("novice/benign-os-getenv-everywhere", `
import os
from dotenv import load_dotenv

load_dotenv()
TOKEN = os.getenv("DISCORD_TOKEN")
OPENAI_KEY = os.getenv("OPENAI_API_KEY")
DB_PASS = os.environ.get("DB_PASSWORD", "")
if TOKEN is None:
    raise SystemExit("Set DISCORD_TOKEN in .env first")
`, nil, `os.getenv("DISCORD_TOKEN")`, `os.environ.get("DB_PASSWORD", "")`)

	g.nvAdd("novice/benign-uuid-primary-keys-output", `
>>> for u in User.objects.all()[:3]: print(u.id, u.username, u.date_joined)
«_a» alice 2025-01-10 09:12:03+00:00
«_b» bob 2025-01-10 09:12:04+00:00
«_c» charlie 2025-01-11 17:40:55+00:00
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()})

	g.nvAdd("novice/benign-masked-keys-dashboard-copy", `
API keys
NAME            SECRET KEY        CREATED        LAST USED   PERMISSIONS
school-project  sk-...«_t1»          Feb 3, 2025    Mar 1, 2025  All
homework-bot    sk-proj-...«_t2»     Mar 2, 2025    Never        All
`, V{"_t1": g.an(4), "_t2": g.an(4)}, "school-project", "homework-bot")

	g.nvAdd("novice/benign-course-codes-and-grades", `
Semester: Fall 2024
CSC-2210-01   Database Systems        A-    3.0
MAT-2450-03   Linear Algebra          B+    4.0
CS50x         final project token: N/A
Student: «_sid»   GPA: 3.58
Transcript verification code: «_v»
`, V{"_sid": g.nvStudent(), "_v": g.s(alUpNum, 12)}, "CSC-2210-01", "final project token: N/A")

	g.nvAdd("novice/benign-weak-password-checker-exercise", `
def is_strong(pw):
    return len(pw) >= 8 and any(c.isdigit() for c in pw) and any(c.isupper() for c in pw)

tests = ["password", "Password1", "abc", "letmein", "Tr0ub4dor&3"]
for t in tests:
    print(t, is_strong(t))
`, nil, `tests = ["password", "Password1", "abc", "letmein", "Tr0ub4dor&3"]`)

	g.nvAdd("novice/benign-arduino-wifi-placeholders", `
const char* ssid = "REPLACE_WITH_YOUR_SSID";
const char* password = "REPLACE_WITH_YOUR_PASSWORD";
String serverName = "http://192.168.1.106:1880/update-sensor";
`, nil, `"REPLACE_WITH_YOUR_PASSWORD"`, "http://192.168.1.106:1880/update-sensor")

	g.nvAdd("novice/benign-pip-freeze-output", `
$ pip freeze
certifi==2024.2.2
discord.py==2.3.2
openai==1.35.3
python-dotenv==1.0.1
requests==2.32.3
tweepy==4.14.0
`, nil, "discord.py==2.3.2", "python-dotenv==1.0.1", "tweepy==4.14.0")

	g.nvAdd("novice/benign-spotify-client-id-only", `
# client id is public, secret is in .env
SPOTIPY_CLIENT_ID = "«_cid»"
SPOTIPY_REDIRECT_URI = "http://127.0.0.1:9090"
scope = "user-library-read"
`, V{"_cid": g.hex(32)}, "client id is public, secret is in .env", `SPOTIPY_REDIRECT_URI = "http://127.0.0.1:9090"`)

	g.nvAdd("novice/benign-jwt-io-decoded-payload", `
I decoded my token on jwt.io and got this, is the expiry right?

HEADER: {"alg": "HS256", "typ": "JWT"}
PAYLOAD: {"id": "«_id»", "username": "testuser", "iat": 1739347200, "exp": 1739350800}
`, V{"_id": g.hex(24)}, `"iat": 1739347200, "exp": 1739350800`)

	g.nvAdd("novice/benign-hex-color-and-ids-css", `
:root {
  --primary: #6c63ff;
  --accent: #ff6584;
}
#section-«_a» { background: url("img/hero-«_b».webp"); }
/* build «_c» */
`, V{"_a": g.hex(8), "_b": g.hex(16), "_c": g.hex(40)}, "--primary: #6c63ff;")

	g.nvAdd("novice/benign-docs-example-keys-stripe", `
# from the Stripe quickstart (test mode example, from their docs)
stripe.api_key = "sk_test_BQokikJOvBiI2HlWgH4olfQ2"
stripe.PaymentIntent.create(amount=2000, currency="usd")
`, nil, "sk_test_BQokikJOvBiI2HlWgH4olfQ2", `currency="usd"`)

	g.nvAdd("novice/benign-redacted-by-student", `
hey can someone help, here's my config (I removed the real values):

DB_HOST=localhost
DB_USER=root
DB_PASSWORD=********
API_KEY=xxxxxxxxxxxxxxxxxxxx
SECRET_KEY=[REMOVED]
`, nil, "DB_PASSWORD=********", "API_KEY=xxxxxxxxxxxxxxxxxxxx", "SECRET_KEY=[REMOVED]")

	g.nvAdd("novice/benign-kaggle-dataset-refs", `
!kaggle datasets download -d «_ds»/«_slug»
Dataset URL: https://www.kaggle.com/datasets/«_ds»/«_slug»
License(s): CC0-1.0
Downloading «_slug».zip to /content
100%|██████████| 12.4M/12.4M [00:00<00:00, 98.1MB/s]
`, V{"_ds": g.pick("uciml", "shivamb", "zynicide"), "_slug": g.pick("iris", "netflix-shows", "wine-reviews")}, "License(s): CC0-1.0")

	_, kgPub := g.sshEd25519("student@uni-example.edu")
	g.nvAdd("novice/benign-ssh-keygen-public-output", `
$ ssh-keygen -t ed25519 -C "student@uni-example.edu"
Generating public/private ed25519 key pair.
Your identification has been saved in /home/lea/.ssh/id_ed25519
Your public key has been saved in /home/lea/.ssh/id_ed25519.pub
The key fingerprint is:
SHA256:«_fp» student@uni-example.edu
$ cat ~/.ssh/id_ed25519.pub
«_pub»
`, V{"_fp": g.b64(32)[:43], "_pub": kgPub}, "Generating public/private ed25519 key pair.")

	g.nvAdd("novice/benign-secrets-module-exercise", `
>>> import secrets
>>> secrets.token_hex(4)
'«_a»'
>>> len(secrets.token_urlsafe(32))
43
>>> # exercise 3: generate a 6-digit OTP for the demo (not used anywhere)
`, V{"_a": g.hex(8)}, "len(secrets.token_urlsafe(32))")
}
