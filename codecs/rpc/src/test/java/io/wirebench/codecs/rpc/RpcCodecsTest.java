package io.wirebench.codecs.rpc;

import io.wirebench.testkit.CodecContract;

/**
 * corba-cdr, soap and soap-json pass the codec contract like any library, on the contract's data
 * sets (which leave out measurements-100k: for it SAAJ builds half a million DOM elements, about a
 * minute per round trip on two cores; the run's gate proves it before anything is measured, as
 * {@code wirebench verify --codecs soap --datasets measurements-100k} shows).
 */
class RpcCodecsTest extends CodecContract {
}
