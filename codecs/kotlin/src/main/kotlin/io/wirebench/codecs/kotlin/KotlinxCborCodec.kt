package io.wirebench.codecs.kotlin

import io.wirebench.core.Binding
import io.wirebench.core.BindingStyle
import io.wirebench.core.Codec
import io.wirebench.core.CodecInfo
import io.wirebench.core.DataSet
import io.wirebench.core.Family
import java.io.InputStream
import java.io.OutputStream
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.cbor.Cbor

/**
 * kotlinx.serialization CBOR, binding Kotlin data classes through the serializers its compiler
 * plugin generates. As for every kotlinx format, the guide's advice is one configured instance,
 * reused: ours is the library's own `Cbor` (`Cbor.Default`: `encodeDefaults = false`,
 * `ignoreUnknownKeys = false`). The format works on byte arrays only (`encodeToByteArray` /
 * `decodeFromByteArray`); streams and files go through one byte array. Objects are CBOR maps
 * keyed by property name, of indefinite length (the default `useDefiniteLengthEncoding = false`).
 */
@OptIn(ExperimentalSerializationApi::class)
class KotlinxCborCodec : Codec {
  private val info = CodecInfo.builder("kotlinx-cbor")
    .library("kotlinx.serialization CBOR", Cbor::class.java, "org.jetbrains.kotlinx",
      "kotlinx-serialization-cbor-jvm")
    .binary("CBOR", "application/cbor", Family.BINARY)
    .binding(BindingStyle.POJO)
    .config("the shared Cbor.Default (encodeDefaults = false, ignoreUnknownKeys = false); " +
        "plugin-generated serializers of Kotlin data classes; encodeToByteArray/decodeFromByteArray")
    .notes(CBOR_NOTES)
    .build()

  override fun info(): CodecInfo = info

  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val cbor: Cbor = Cbor // Cbor.Default, the library's shared instance
    return object : KotlinBinding(dataSet, KotlinModel.find(dataSet)) {
      override fun write(value: Any, out: OutputStream) {
        out.write(cbor.encodeToByteArray(serializer, value)) // no stream API: one byte[] per value
        out.flush()
      }

      override fun read(inp: InputStream): Any = cbor.decodeFromByteArray(serializer, inp.readAllBytes())

      override fun writeBytes(value: Any): ByteArray = cbor.encodeToByteArray(serializer, value)

      override fun readBytes(bytes: ByteArray): Any = cbor.decodeFromByteArray(serializer, bytes)
    }
  }

  private companion object {
    const val CBOR_NOTES = "binds Kotlin data classes converted from the Java model once at bind " +
        "time; no stream API, so a stream read reads all bytes first; null properties that default " +
        "to null are omitted (encodeDefaults = false); maps and arrays are written with " +
        "indefinite length (Cbor.Default has useDefiniteLengthEncoding = false: one break byte " +
        "more per object and list); trailing bytes are not refused: decodeFromByteArray reads " +
        "one value and does not check that the input ends there"
  }
}
