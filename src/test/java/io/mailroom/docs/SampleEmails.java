package io.mailroom.docs;

import io.mailroom.api.Email;
import java.util.List;

/** The emails the screenshot tour sends to the sandbox, oldest first: two in HTML, one in plain text. */
final class SampleEmails {

    private static final Email WELCOME = new Email("support@mailroom.example", "priya.sharma@example.net",
            "Welcome to Northwind Outfitters, Priya",
            """
            <html><body style="font-family: sans-serif; color: #24292f; margin: 24px;">
            <h2 style="margin-top: 0;">Welcome aboard, Priya!</h2>
            <p>Your account is ready. Here is what you can do first:</p>
            <ul><li>Complete your profile</li><li>Choose the newsletters you want</li></ul>
            <p>The Northwind team</p>
            </body></html>""");

    private static final Email INVOICE_REPLY = new Email("support@mailroom.example", "jonas.berg@example.org",
            "Re: Invoice INV-2026-0142 charged twice",
            """
            Hello Jonas,

            Thank you for telling us. The second charge of €49.00 on 18 November was a duplicate:
            it has been refunded and should reach your card within five working days.

            Kind regards,
            Elena from Northwind support""");

    private static final Email ORDER_SHIPPED = new Email("news@mailroom.example", "amelie.laurent@example.com",
            "Your order #10482 has shipped",
            """
            <html><body style="font-family: sans-serif; color: #24292f; margin: 24px;">
            <h2 style="margin-top: 0;">Good news, Amélie: your order is on its way</h2>
            <p>Order <b>#10482</b> left our warehouse this morning and should arrive on <b>Thursday</b>.</p>
            <table style="border-collapse: collapse; margin: 12px 0;">
            <tr><td style="padding: 4px 16px 4px 0;">Trail running shoes, size 39</td><td style="text-align: right;">€119.00</td></tr>
            <tr><td style="padding: 4px 16px 4px 0;">Merino socks, 2 pairs</td><td style="text-align: right;">€24.00</td></tr>
            <tr><td style="padding: 4px 16px 4px 0; border-top: 1px solid #d0d7de;"><b>Total</b></td>
            <td style="text-align: right; border-top: 1px solid #d0d7de;"><b>€143.00</b></td></tr>
            </table>
            <p><a href="https://example.com/track/10482">Track your parcel</a></p>
            </body></html>""");

    static final List<Email> ALL = List.of(WELCOME, INVOICE_REPLY, ORDER_SHIPPED);

    private SampleEmails() {
    }
}
