package io.mailroom.service.localcopy;

/**
 * One field of a contact as the sweep before and the sweep after found it.
 *
 * @param field  the spec's name ({@code firstName}, {@code vipLevel}, …), or the name of a field the spec does not name
 * @param before its text before; null when the field was not there (a contact added, an unnamed field that came)
 * @param after  its text after; null when it is no longer there (a contact removed, an unnamed field that went)
 */
public record FieldChange(String field, String before, String after) {
}
