// The docs site's behaviour: search over the built index (operations, fields, guides, error
// codes), the code-sample tabs, the API credentials kept in this browser, and the try-it
// consoles that send real requests to the server serving the docs (same origin).
(function () {
  "use strict";

  // ---- search --------------------------------------------------------------------------
  var box = document.querySelector(".search");
  var input = box && box.querySelector(".search-input");
  var list = box && box.querySelector(".search-results");
  var root = box ? box.getAttribute("data-root") || "" : "";
  var index = null;
  var loading = null;

  function load() {
    if (!loading) {
      loading = fetch(root + "assets/search-index.json")
        .then(function (r) { return r.json(); })
        .then(function (entries) {
          index = entries.map(function (e) {
            return { e: e, title: e.t.toLowerCase(), all: (e.t + " " + e.s + " " + e.x).toLowerCase() };
          });
        });
    }
    return loading;
  }

  var KIND_WEIGHT = { operation: 40, guide: 35, section: 20, page: 25, error: 15, field: 10 };

  function score(item, terms, phrase) {
    var s = 0;
    for (var i = 0; i < terms.length; i++) {
      var t = terms[i];
      var at = item.all.indexOf(t);
      if (at < 0) return 0;
      if (item.title.indexOf(t) >= 0) s += 10;
      if (item.title === t) s += 30;
    }
    if (item.all.indexOf(phrase) >= 0) s += 20;
    return s + (KIND_WEIGHT[item.e.k] || 0);
  }

  function render(query) {
    var q = query.trim().toLowerCase();
    list.replaceChildren();
    if (!q) {
      list.hidden = true;
      return;
    }
    var terms = q.split(/\s+/);
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var s = score(index[i], terms, q);
      if (s > 0) hits.push({ s: s, e: index[i].e });
    }
    hits.sort(function (a, b) { return b.s - a.s; });
    hits.slice(0, 25).forEach(function (h) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + h.e.u;
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = h.e.k;
      var sub = document.createElement("span");
      sub.className = "sub";
      sub.textContent = h.e.s;
      a.append(kind, document.createTextNode(h.e.t), sub);
      li.append(a);
      list.append(li);
    });
    if (hits.length === 0) {
      var none = document.createElement("li");
      none.className = "empty";
      none.textContent = "Nothing found for " + query;
      list.append(none);
    }
    list.hidden = false;
  }

  if (input) {
    input.addEventListener("focus", load);
    input.addEventListener("input", function () {
      load().then(function () { render(input.value); });
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") {
        input.value = "";
        render("");
      } else if (ev.key === "Enter") {
        var first = list.querySelector("a");
        if (first) first.click();
      }
    });
    document.addEventListener("click", function (ev) {
      if (!box.contains(ev.target)) list.hidden = true;
    });
  }

  // ---- code samples --------------------------------------------------------------------
  var LANG_KEY = "invoicing-docs-sample-language";
  function showLanguage(lang) {
    document.querySelectorAll(".samples").forEach(function (group) {
      if (!group.querySelector('.tab[data-lang="' + lang + '"]')) return;
      group.querySelectorAll(".tab").forEach(function (tab) { tab.setAttribute("aria-pressed", String(tab.getAttribute("data-lang") === lang)); });
      group.querySelectorAll("pre.sample").forEach(function (pre) { pre.hidden = pre.getAttribute("data-lang") !== lang; });
    });
  }
  document.addEventListener("click", function (ev) {
    var tab = ev.target.closest && ev.target.closest(".samples .tab");
    if (!tab) return;
    var lang = tab.getAttribute("data-lang");
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* storage refused: this page only */ }
    showLanguage(lang);
  });
  try {
    var saved = localStorage.getItem(LANG_KEY);
    if (saved) showLanguage(saved);
  } catch (e) { /* storage refused */ }

  // ---- credentials ---------------------------------------------------------------------
  function tokenKey(generation) { return "invoicing-docs-credentials-" + generation; }
  function readToken(generation) {
    var field = document.querySelector('.credentials .token[data-generation="' + generation + '"]');
    var value = field ? field.value.trim() : "";
    if (value) return value;
    try { return localStorage.getItem(tokenKey(generation)) || ""; } catch (e) { return ""; }
  }
  document.querySelectorAll(".credentials .token").forEach(function (field) {
    var generation = field.getAttribute("data-generation");
    try { field.value = localStorage.getItem(tokenKey(generation)) || ""; } catch (e) { /* storage refused */ }
    field.addEventListener("change", function () {
      try { localStorage.setItem(tokenKey(generation), field.value.trim()); } catch (e) { /* kept on this page */ }
    });
  });

  // ---- try it --------------------------------------------------------------------------
  function show(result, status, text, ms) {
    result.replaceChildren();
    var head = document.createElement("p");
    var code = document.createElement("span");
    code.className = "answer-status";
    code.textContent = String(status);
    head.append(code, document.createTextNode(ms === undefined ? "" : " in " + ms + " ms"));
    var pre = document.createElement("pre");
    pre.className = "code";
    pre.textContent = text;
    result.append(head, pre);
  }

  document.addEventListener("click", function (ev) {
    var button = ev.target.closest && ev.target.closest(".try-it button.send");
    if (!button) return;
    var form = button.closest(".try-it");
    var result = form.querySelector(".result");
    var generation = form.getAttribute("data-generation");
    var path = form.getAttribute("data-path").replace(/\{(\w+)\}/g, function (_, name) {
      var field = form.querySelector('input[name="' + name + '"]');
      return encodeURIComponent(field ? field.value : "");
    });
    var body;
    try {
      body = JSON.parse(form.querySelector("textarea").value || "{}");
    } catch (e) {
      show(result, "Not sent", "The body is not valid JSON: " + e.message);
      return;
    }
    var token = readToken(generation);
    var headers = { "Content-Type": "application/json", Accept: "application/json" };
    var language = form.querySelector('select[name="language"]');
    if (language && language.value) headers["Accept-Language"] = language.value;
    // Each generation's credentials: v2 a Bearer header, v1 api_token in the body, legacy Basic.
    if (generation === "v2") {
      if (token) headers.Authorization = "Bearer " + token;
    } else if (generation === "v1") {
      if (token) body.api_token = token;
    } else if (token) {
      headers.Authorization = "Basic " + btoa(unescape(encodeURIComponent(token)));
    }
    var started = Date.now();
    button.disabled = true;
    fetch(path, { method: form.getAttribute("data-method"), headers: headers, body: JSON.stringify(body), credentials: "same-origin" })
      .then(function (response) {
        return response.text().then(function (text) {
          var shown = text;
          try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON: shown as is */ }
          show(result, response.status, shown, Date.now() - started);
        });
      })
      .catch(function (error) { show(result, "Failed", String(error)); })
      .finally(function () { button.disabled = false; });
  });
})();
