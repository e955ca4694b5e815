#!/usr/bin/env python3
"""Runs one job of a GitHub Actions workflow the way a runner would, as far as a machine without
GitHub can: each `run:` step in order with bash, `uses:` steps skipped (the test puts what they
install on PATH), `if:` and `${{ }}` in `env:` evaluated against the context given, and
GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_PATH, RUNNER_TEMP simulated with files.

usage: run_workflow.py WORKFLOW JOB CONTEXT.json WORKSPACE     prints one JSON line per step
       run_workflow.py --action-as-workflow action.yml OUT.yml  a workflow holding the action's steps
"""
import json
import os
import re
import subprocess
import sys

import yaml


def lookup(context, path):
    value = context
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return ""
        value = value[part]
    return value


def evaluate(expression, context, state):
    """A small evaluator for the expressions the workflows use: literals, context paths,
    ==, !=, !, &&, ||, parentheses, and success(), failure(), always(), cancelled()."""
    tokens = re.findall(r"'(?:[^']|'')*'|&&|\|\||==|!=|!|\(|\)|[A-Za-z_][A-Za-z0-9_.\-]*(?:\(\))?|\d+", expression)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def primary():
        token = take()
        if token == "!":
            return not truthy(primary())
        if token == "(":
            value = either()
            take()
            return value
        if token.startswith("'"):
            return token[1:-1].replace("''", "'")
        if token in ("true", "false"):
            return token == "true"
        if token.isdigit():
            return int(token)
        if token.endswith("()"):
            return {"success()": not state["failed"], "failure()": state["failed"], "always()": True,
                    "cancelled()": False}[token]
        return lookup(context, token)

    def comparison():
        value = primary()
        while peek() in ("==", "!="):
            operator = take()
            other = primary()
            same = str(value).lower() == str(other).lower()
            value = same if operator == "==" else not same
        return value

    def both():
        value = comparison()
        while peek() == "&&":
            take()
            other = comparison()
            value = truthy(value) and truthy(other)
        return value

    def either():
        value = both()
        while peek() == "||":
            take()
            other = both()
            value = truthy(value) or truthy(other)
        return value

    return either()


def truthy(value):
    return bool(value) and value != "0"


def condition(text, context, state, default_success=True):
    if text is None:
        return not state["failed"] if default_success else True
    text = str(text).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    uses_status = re.search(r"\b(success|failure|always|cancelled)\(\)", text)
    value = truthy(evaluate(text, context, state))
    # An `if:` without a status function is `success() && (…)`.
    return value if uses_status else value and not state["failed"]


def substitute(text, context, state):
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: str(evaluate(m.group(1), context, state)), str(text))


def run_job(workflow_path, job_name, context_path, workspace):
    with open(workflow_path) as f:
        workflow = yaml.safe_load(f)
    with open(context_path) as f:
        context = json.load(f)
    job = workflow["jobs"][job_name]
    state = {"failed": False}
    if not condition(job.get("if"), context, state):
        print(json.dumps({"job": job_name, "skipped": True}))
        return 0
    temp = context["runner"]["temp"]
    files = {name: os.path.join(temp, name.lower()) for name in ("GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_PATH", "GITHUB_ENV")}
    for path in files.values():
        open(path, "a").close()
    defaults = (workflow.get("defaults") or {}).get("run", {})
    for index, step in enumerate(job["steps"]):
        name = step.get("name") or step.get("uses") or f"step {index + 1}"
        if "uses" in step:
            print(json.dumps({"step": name, "uses": step["uses"]}))
            continue
        if not condition(step.get("if"), context, state):
            print(json.dumps({"step": name, "skipped": True}))
            continue
        environment = dict(os.environ)
        environment.update({"GITHUB_ACTIONS": "true", "CI": "true", "RUNNER_TEMP": temp, "GITHUB_WORKSPACE": workspace,
                            "GITHUB_REPOSITORY": lookup(context, "github.repository"),
                            "GITHUB_EVENT_NAME": lookup(context, "github.event_name"),
                            "GITHUB_REF_NAME": lookup(context, "github.ref_name")})
        environment.update(files)
        for key, value in (step.get("env") or {}).items():
            environment[key] = substitute(value, context, state)
        folder = os.path.join(workspace, step.get("working-directory") or defaults.get("working-directory") or ".")
        result = subprocess.run(["bash", "--noprofile", "--norc", "-e", "-c", step["run"]], cwd=folder, env=environment,
                                capture_output=True, text=True)
        print(json.dumps({"step": name, "status": result.returncode, "stdout": result.stdout, "stderr": result.stderr}))
        if result.returncode != 0:
            state["failed"] = True
    return 1 if state["failed"] else 0


def action_as_workflow(action_path, out_path):
    """The action's composite steps as a reusable workflow, so actionlint (which checks workflows,
    not action metadata) checks their expressions and, with shellcheck, their scripts."""
    with open(action_path) as f:
        action = yaml.safe_load(f)
    inputs = {name: {"type": "string", "required": False, "default": str(spec.get("default", ""))}
              for name, spec in action["inputs"].items()}
    for spec in inputs.values():
        if "${{" in spec["default"]:
            spec["default"] = ""
    workflow = {"name": "action", "on": {"workflow_call": {"inputs": inputs}}, "permissions": {"contents": "read"},
                "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": action["runs"]["steps"]}}}
    with open(out_path, "w") as f:
        yaml.safe_dump(workflow, f, sort_keys=False, width=1000)
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--action-as-workflow":
        sys.exit(action_as_workflow(sys.argv[2], sys.argv[3]))
    sys.exit(run_job(*sys.argv[1:5]))
