/** Sends the application with XMLHttpRequest (fetch cannot report upload progress) as a Remix data request. */
export interface UploadAnswer {
  status: number;
  /** Where Remix asks the browser to go next (the confirmation page of an application that was taken). */
  redirectTo: string | null;
  /** A route error response (thrown Response), e.g. 413 or 404. */
  caught: boolean;
  body: string;
}

export function sendApplication(
  actionUrl: string,
  routeId: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(actionUrl, window.location.href);
    url.searchParams.set("_data", routeId);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url.toString());
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () =>
      resolve({
        status: xhr.status,
        redirectTo: xhr.getResponseHeader("X-Remix-Redirect"),
        caught: xhr.getResponseHeader("X-Remix-Catch") === "yes" || xhr.getResponseHeader("X-Remix-Error") === "yes",
        body: xhr.responseText,
      }),
    );
    xhr.addEventListener("error", () => reject(new Error("network error")));
    xhr.addEventListener("abort", () => reject(new Error("aborted")));
    xhr.send(body);
  });
}
