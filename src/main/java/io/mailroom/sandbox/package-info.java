/**
 * An embedded emulator of the Email Delivery Service on loopback HTTP, faithful to the spec and
 * the decisions in docs/decisions/README.md, with fault injection for tests under {@code /sandbox}.
 *
 * <p>Every answer is the spec's envelope {@code {requestId, code, success, message, ts, data}}
 * as {@code application/json; charset=utf-8}, except an injected 502 (HTML) and a dropped
 * connection (nothing). A {@code /v1} request goes through: latency, injected fault, bearer key,
 * rate limit, routing, then the endpoint's own checks. Refusals:
 *
 * <table>
 * <caption>HTTP status and envelope code of each refusal</caption>
 * <tr><th>HTTP</th><th>code</th><th>when</th></tr>
 * <tr><td>400</td><td>40000</td><td>body is not JSON, or not a JSON object</td></tr>
 * <tr><td>400</td><td>40001</td><td>a field breaks an input rule; the message is "field: rule"</td></tr>
 * <tr><td>400</td><td>40002</td><td>a {@code data} key outside the eight documented ones (also an unknown fault setting)</td></tr>
 * <tr><td>400</td><td>40003</td><td>sender not among the verified senders</td></tr>
 * <tr><td>401</td><td>40100</td><td>no {@code Authorization: Bearer} token</td></tr>
 * <tr><td>401</td><td>40101</td><td>wrong API key</td></tr>
 * <tr><td>404</td><td>40400</td><td>no such endpoint</td></tr>
 * <tr><td>404</td><td>40401</td><td>deleting a contact that does not exist</td></tr>
 * <tr><td>405</td><td>40500</td><td>method not allowed; {@code Allow} lists the right ones</td></tr>
 * <tr><td>413</td><td>41300</td><td>body over 1 MiB</td></tr>
 * <tr><td>415</td><td>41500</td><td>a POST to {@code /v1} not declared as {@code application/json} in UTF-8</td></tr>
 * <tr><td>429</td><td>42900</td><td>over the per-key limit in a sliding one-second window; {@code Retry-After} in seconds</td></tr>
 * <tr><td>500</td><td>50000</td><td>the sandbox failed (e.g. could not write its contacts file); nothing changed</td></tr>
 * </table>
 *
 * <p>The {@code /sandbox} endpoints need no key: {@code GET|DELETE /sandbox/outbox},
 * {@code GET /sandbox/stats}, {@code POST|DELETE /sandbox/faults}; {@link io.mailroom.sandbox.SandboxFaults}
 * offers the same fault controls in Java.
 */
package io.mailroom.sandbox;
