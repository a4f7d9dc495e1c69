/** JSON to put inside a `<script>`: every "<" escaped, so that no value can end the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
