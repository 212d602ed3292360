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
import kotlinx.serialization.protobuf.ProtoBuf

/**
 * kotlinx.serialization ProtoBuf: kotlinx's own protobuf encoding of the Kotlin data classes, no
 * .proto file and no protoc. Fields are numbered by declaration order (1, 2, ...; no @ProtoNumber
 * is used), integers are varints (ProtoType.DEFAULT), enums their ordinal, lists repeated fields,
 * and a null property is left out. Unlike proto3, a zero, false or empty string is written (only
 * nulls, empty lists and, with `encodeDefaults = false`, values equal to a declared default are
 * left out); on these data sets the sizes equal protoc's messages (`protobuf`). The guide's advice is one configured instance,
 * reused: ours is the library's own `ProtoBuf` (`ProtoBuf.Default`, `encodeDefaults = false`). It
 * works on byte arrays only (`encodeToByteArray` / `decodeFromByteArray`); streams and files go
 * through one byte array.
 */
@OptIn(ExperimentalSerializationApi::class)
class KotlinxProtobufCodec : Codec {
  private val info = CodecInfo.builder("kotlinx-protobuf")
    .library("kotlinx.serialization ProtoBuf", ProtoBuf::class.java, "org.jetbrains.kotlinx",
      "kotlinx-serialization-protobuf-jvm")
    .binary("Protobuf", "application/x-protobuf", Family.SCHEMA)
    .binding(BindingStyle.POJO)
    .config("the shared ProtoBuf.Default (encodeDefaults = false); kotlinx's protobuf encoding of " +
        "Kotlin data classes, fields numbered in declaration order (no @ProtoNumber), no .proto; " +
        "encodeToByteArray/decodeFromByteArray")
    .notes("binds Kotlin data classes converted from the Java model once at bind time; no stream " +
        "API, so a stream read reads all bytes first; null properties and empty lists are left " +
        "out of the wire, but unlike proto3 zeros, false and empty strings are written; " +
        "trailing bytes cannot be refused: a protobuf message does not mark its end, and bytes " +
        "appended to one parse as more fields")
    .build()

  override fun info(): CodecInfo = info

  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val proto: ProtoBuf = ProtoBuf // ProtoBuf.Default, the library's shared instance
    return object : KotlinBinding(dataSet, KotlinModel.find(dataSet)) {
      override fun write(value: Any, out: OutputStream) {
        out.write(proto.encodeToByteArray(serializer, value)) // no stream API: one byte[] per value
        out.flush()
      }

      override fun read(inp: InputStream): Any = proto.decodeFromByteArray(serializer, inp.readAllBytes())

      override fun writeBytes(value: Any): ByteArray = proto.encodeToByteArray(serializer, value)

      override fun readBytes(bytes: ByteArray): Any = proto.decodeFromByteArray(serializer, bytes)
    }
  }
}
