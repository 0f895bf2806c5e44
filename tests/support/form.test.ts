/** The HTTP layer's form helper sends what a browser sends for the same form and the same pressed button. */
import { describe, expect, it } from "vitest";
import { entryList, formSubmission } from "./form";
import { fill, parseHtml } from "./visitor";

const PAGE = "http://127.0.0.1:3000/contact?from=footer";

function formOf(html: string, selector = "form") {
  const document = parseHtml(`<!doctype html><html><body>${html}</body></html>`, PAGE);
  return { document, form: document.querySelector(selector) as HTMLFormElement };
}

const texts = (entries: Array<[string, string | File]>) => entries.map(([name, value]) => [name, typeof value === "string" ? value : `file:${value.name}`]);

describe("the entry list", () => {
  it("sends named text fields, textareas and hidden inputs in tree order with their current values", () => {
    const { form } = formOf(`<form method="post">
      <input type="hidden" name="form_key" value="k1">
      <input name="full_name" value="Aisha">
      <input name="nameless-ignored-below">
      <input value="no name">
      <textarea name="note">Two drums</textarea>
      <input type="email" name="email">
    </form>`);
    (form.querySelector('[name="email"]') as HTMLInputElement).value = "aisha@example.om";
    expect(texts(entryList(form))).toEqual([
      ["form_key", "k1"],
      ["full_name", "Aisha"],
      ["nameless-ignored-below", ""],
      ["note", "Two drums"],
      ["email", "aisha@example.om"],
    ]);
  });

  it("sends checked boxes and radios as their value or 'on', and leaves unchecked ones out", () => {
    const { form } = formOf(`<form>
      <input type="checkbox" name="remember" checked>
      <input type="checkbox" name="subscribe">
      <input type="checkbox" name="category" value="14" checked>
      <input type="checkbox" name="category" value="15">
      <input type="checkbox" name="category" value="16" checked>
      <input type="radio" name="unit" value="kg">
      <input type="radio" name="unit" value="t" checked>
    </form>`);
    expect(texts(entryList(form))).toEqual([
      ["remember", "on"],
      ["category", "14"],
      ["category", "16"],
      ["unit", "t"],
    ]);
  });

  it("sends a select's selected options, its first option when none is selected, and its text when an option has no value", () => {
    const { form } = formOf(`<form>
      <select name="country"><option value="">Choose</option><option value="OM" selected>Oman</option></select>
      <select name="unit"><option disabled>Pick</option><option>kg</option><option>t</option></select>
      <select name="roles" multiple><option value="sales" selected>Sales</option><option value="hr">HR</option><option value="admin" selected>Admin</option></select>
      <select name="none" multiple><option value="a">A</option></select>
    </form>`);
    expect(texts(entryList(form))).toEqual([
      ["country", "OM"],
      ["unit", "kg"],
      ["roles", "sales"],
      ["roles", "admin"],
    ]);
  });

  it("sends the option the server marked selected in a whole page, not the one happy-dom's parser reports", () => {
    const document = parseHtml(
      `<!doctype html><html><body><form><select name="country"><option value="">Choose</option><option value="BH">Bahrain</option><option value="EG">Egypt</option><option value="OM" selected>Oman</option></select></form></body></html>`,
      PAGE,
    );
    expect(texts(entryList(document.querySelector("form") as HTMLFormElement))).toEqual([["country", "OM"]]);
  });

  it("leaves out disabled controls and those in a disabled fieldset, except in its first legend", () => {
    const { form } = formOf(`<form>
      <input name="a" value="1" disabled>
      <fieldset disabled><legend><input name="in_legend" value="2"></legend><input name="b" value="3"></fieldset>
      <fieldset><input name="c" value="4"></fieldset>
    </form>`);
    expect(texts(entryList(form))).toEqual([
      ["in_legend", "2"],
      ["c", "4"],
    ]);
  });

  it("sends only the pressed button's name and value, and none when the form is submitted with Enter", () => {
    const { form } = formOf(`<form>
      <input name="q" value="x">
      <button name="intent" value="save">Save</button>
      <button name="intent" value="delete">Delete</button>
      <input type="submit" name="go" value="Go">
      <button>Unnamed</button>
    </form>`);
    const [, del] = form.querySelectorAll("button");
    expect(texts(entryList(form, del))).toEqual([
      ["q", "x"],
      ["intent", "delete"],
    ]);
    expect(texts(entryList(form, form.querySelector('input[type="submit"]')))).toEqual([
      ["q", "x"],
      ["go", "Go"],
    ]);
    expect(texts(entryList(form))).toEqual([["q", "x"]]);
  });

  it("includes controls outside the form that name it with form=, and not those naming another form", () => {
    const { document } = formOf(`<form id="one"><input name="inside" value="1"></form>
      <form id="two"><input name="other" value="2"></form>
      <input name="outside" value="3" form="one"><input name="elsewhere" value="4" form="two">`);
    expect(texts(entryList(document.getElementById("one") as HTMLFormElement))).toEqual([
      ["inside", "1"],
      ["outside", "3"],
    ]);
  });

  it("sends an empty, nameless file for a file input with nothing chosen, and the chosen file otherwise", () => {
    const { form } = formOf(`<form method="post" enctype="multipart/form-data"><input type="file" name="cv"></form>`);
    const [[name, empty]] = entryList(form);
    expect(name).toBe("cv");
    expect(empty).toBeInstanceOf(File);
    expect([(empty as File).name, (empty as File).size, (empty as File).type]).toEqual(["", 0, "application/octet-stream"]);
    const cv = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    expect(entryList(form, null, { cv })).toEqual([["cv", cv]]);
  });
});

describe("the submission", () => {
  it("posts urlencoded to the action resolved against the page, or to the page itself without one", () => {
    const withAction = formSubmission(formOf(`<form method="POST" action="../auth/login?redirectTo=%2Fprofile"><input name="email" value="a@b.om"></form>`).form, PAGE);
    expect(withAction.method).toBe("POST");
    expect(withAction.url).toBe("http://127.0.0.1:3000/auth/login?redirectTo=%2Fprofile");
    expect(withAction.body).toBeInstanceOf(URLSearchParams);
    expect(String(withAction.body)).toBe("email=a%40b.om");
    expect(formSubmission(formOf(`<form method="post"><input name="a" value="1"></form>`).form, PAGE).url).toBe(PAGE);
  });

  it("posts multipart/form-data when the form's enctype says so", () => {
    const { body } = formSubmission(formOf(`<form method="post" enctype="multipart/form-data"><input name="full_name" value="Omar"></form>`).form, PAGE);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("full_name")).toBe("Omar");
  });

  it("sends a GET form's entries as the action's query, replacing the query it had", () => {
    const { form } = formOf(`<form action="/search?old=1"><input name="q" value="sour gas"><input name="page" value="2"></form>`);
    expect(formSubmission(form, PAGE)).toEqual({ method: "GET", url: "http://127.0.0.1:3000/search?q=sour+gas&page=2" });
  });

  it("takes the pressed button's formaction, formmethod and formenctype over the form's", () => {
    const { form } = formOf(`<form action="/a" method="get">
      <input name="x" value="1">
      <button formaction="/b" formmethod="post" formenctype="multipart/form-data" name="intent" value="upload">Upload</button>
    </form>`);
    const submission = formSubmission(form, PAGE, form.querySelector("button"));
    expect(submission.method).toBe("POST");
    expect(submission.url).toBe("http://127.0.0.1:3000/b");
    expect([...(submission.body as FormData).entries()]).toEqual([
      ["x", "1"],
      ["intent", "upload"],
    ]);
  });
});

describe("typing into a form", () => {
  it("sets text, ticks the boxes whose values are given, selects options, and adds a field the form lacks", () => {
    const { form } = formOf(`<form>
      <input name="email"><textarea name="note"></textarea>
      <input type="checkbox" name="role" value="sales"><input type="checkbox" name="role" value="hr" checked>
      <select name="unit"><option>kg</option><option>t</option></select>
    </form>`);
    fill(form, "email", "omar@example.om");
    fill(form, "note", "Line one");
    fill(form, "role", ["sales"]);
    fill(form, "unit", "t");
    fill(form, "extra", "crafted");
    expect(texts(entryList(form))).toEqual([
      ["email", "omar@example.om"],
      ["note", "Line one"],
      ["role", "sales"],
      ["unit", "t"],
      ["extra", "crafted"],
    ]);
  });
});
