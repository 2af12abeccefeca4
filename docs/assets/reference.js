// Renders a reference page with Redoc from the OpenAPI document embedded in the page, so the
// page needs nothing but the files of the site.
(function () {
  "use strict";
  var container = document.getElementById("redoc");

  function read(id) {
    return JSON.parse(document.getElementById(id).textContent);
  }

  function fail(error) {
    var message = document.createElement("p");
    message.className = "error";
    message.textContent = "The reference could not be rendered: " + (error && error.message ? error.message : String(error));
    container.replaceChildren(message);
    console.error(error);
  }

  try {
    Redoc.init(read("openapi-document"), read("redoc-options"), container, function (error) {
      if (error) fail(error);
    });
  } catch (error) {
    fail(error);
  }
})();
