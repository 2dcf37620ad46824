package io.mailroom.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.Email;
import io.mailroom.api.InputRules;
import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code POST /v1/send} (spec 4.1): validates and captures the email in the outbox; nothing is delivered. */
final class SendEndpoint {

    private final Set<String> verifiedSenders;
    private final List<CapturedEmail> outbox;
    private final Clock clock;

    SendEndpoint(List<String> verifiedSenders, List<CapturedEmail> outbox, Clock clock) {
        this.verifiedSenders = verifiedSenders.stream()
                .map(address -> address.strip().toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
        this.outbox = outbox;
        this.clock = clock;
    }

    Reply send(HttpExchange exchange, String requestId) throws IOException {
        ObjectNode body = Requests.jsonBody(exchange);
        Email email = InputRules.email(Requests.text(body, "from"), Requests.text(body, "to"),
                Requests.text(body, "subject"), Requests.text(body, "body"));
        if (!verifiedSenders.isEmpty() && !verifiedSenders.contains(email.from().toLowerCase(Locale.ROOT))) {
            throw new Refusal(ErrorCode.UNVERIFIED_SENDER, "Sender address is not verified: " + email.from());
        }
        outbox.add(new CapturedEmail(Ids.emailId(), clock.instant(), requestId,
                email.from(), email.to(), email.subject(), email.body()));
        return Reply.ok();
    }
}
