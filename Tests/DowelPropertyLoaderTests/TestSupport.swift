// Every file of this target sees the shared test stand-ins (TestMutex, TestAtomic).
@_exported import DowelTestSupport
