#!/usr/bin/env python3
"""moto server for the AWS adapter contract tests, serving one request at a time.

DynamoDB applies each conditional write atomically; moto's stock server is threaded and evaluates a condition and
its update without a lock, so concurrent conditional writes can both pass there (seen: 7 of 20 parallel credit spends
on a 6-credit code). Serving requests one at a time restores the atomicity the contract tests check.

Usage: python scripts/moto_server.py PORT
"""
import sys

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple

port = int(sys.argv[1])
run_simple("127.0.0.1", port, DomainDispatcherApplication(create_backend_app), threaded=False)
