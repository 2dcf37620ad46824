/**
 * What the GUI and the command line both call; background work and bulk jobs live here.
 */
package io.mailroom.service;
