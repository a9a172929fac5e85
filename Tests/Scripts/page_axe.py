"""axe-core in headless Chromium: WCAG 2.2 A and AA checks of a loaded page.

axe.min.js comes from the pinned PyPI package axe-playwright-python (requirements-test.txt), which
ships a recent axe-core; only the file is used (the package's Playwright API is not imported). It is
injected through WebDriver, so the page itself still runs no script.
"""
import importlib.util
import os

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def axe_source():
    """The text of axe.min.js from the installed package, and the axe-core version it says it is."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("axe-playwright-python is not installed: Tests/Scripts/pytools-ensure.sh")
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as file:
        return file.read()


# Every rule carrying one of TAGS, named one by one: axe leaves rules it calls experimental (among
# them label-content-name-mismatch, WCAG 2.5.3) out of a run by tag, but runs them when named.
RUN = """
const done = arguments[arguments.length - 1];
const rules = axe.getRules(arguments[0]).map(r => r.ruleId);
axe.run(document, {runOnly: {type: 'rule', values: rules}, resultTypes: ['violations']})
  .then(r => done({version: axe.version, violations: r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary.replace(/\\s+/g, ' '))}))}))
  .catch(e => done({version: '?', violations: [{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]}));
"""


def run_axe(driver, source):
    """Injects axe into the current page and returns (axe version, violations)."""
    driver.execute_script(source)
    driver.set_script_timeout(60)
    result = driver.execute_async_script(RUN, TAGS)
    return result["version"], result["violations"]


def describe(violations):
    """The violations as readable lines: rule, impact, what it asks, and every failing element."""
    lines = []
    for violation in violations:
        lines.append(f"  {violation['id']} ({violation['impact']}): {violation['help']}")
        lines.extend(f"    - {node}" for node in violation["nodes"])
    return "\n".join(lines)
