package dk.golfwallet.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
