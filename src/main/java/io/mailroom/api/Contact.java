package io.mailroom.api;

/**
 * A contact as the list endpoint returns it (spec 2.3). Date and time fields have no
 * documented format, so they stay the text the service sent; {@code vipLevel} may come
 * as a number or a numeric string and is read either way.
 */
public record Contact(
        String emailAddress,
        ContactStatus status,
        String language,
        String firstName,
        String lastName,
        String phoneNumber,
        String birthday,
        String company,
        Long vipLevel,
        String amount,
        String registerDate,
        String source,
        String subscriptionExpireTime,
        String lastActiveTime) {
}
